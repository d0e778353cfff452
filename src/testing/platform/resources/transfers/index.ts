import type { ResourceModule } from '../../http/RequestContext.js';

/** The transfers operations of the fake API. */
export const transfersModule: ResourceModule = { routes: [] };
