import type { ResourceModule } from '../../http/RequestContext.js';

/** The money operations of the fake API. */
export const moneyModule: ResourceModule = { routes: [] };
