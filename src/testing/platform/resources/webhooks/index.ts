import type { ResourceModule } from '../../http/RequestContext.js';

/** The webhooks operations of the fake API. */
export const webhooksModule: ResourceModule = { routes: [] };
