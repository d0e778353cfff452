import type { ResourceModule } from '../../http/RequestContext.js';

/** The customers operations of the fake API. */
export const customersModule: ResourceModule = { routes: [] };
