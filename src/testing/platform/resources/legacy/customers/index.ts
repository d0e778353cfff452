import type { RouteDef } from '../../../http/RequestContext.js';
import { businessRailRoutes } from './businessRailRoutes.js';
import { kycRoutes } from './kycRoutes.js';
import { legacyCustomerRoutes as customerRoutes } from './legacyCustomerRoutes.js';
import { railRoutes } from './railRoutes.js';

export { subscribeLegacyCustomerEvents } from './legacyCustomerEvents.js';
export { railNotReady, requireRailReady } from './railNotReady.js';

/** The v1 customer, KYC and rail operations and the v2 business rail operations. */
export const legacyCustomerRoutes: RouteDef[] = [...customerRoutes, ...kycRoutes, ...railRoutes, ...businessRailRoutes];
