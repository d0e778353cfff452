import type { RouteDef } from '../../../http/RequestContext.js';

/** The v1 customer, KYC and rail operations and the v2 business rail operations. */
export const legacyCustomerRoutes: RouteDef[] = [];
