import type { RouteDef } from '../../../http/RequestContext.js';
import { applicationRoutes } from './applicationRoutes.js';
import { cancelCapability } from './cancelCapability.js';
import { capabilityListingRoutes } from './listingRoutes.js';
import { previewTasks } from './previewTasks.js';
import { requestCapability } from './requestCapability.js';

/** Every capability operation. */
export const capabilityRoutes: RouteDef[] = [
  ...capabilityListingRoutes,
  { method: 'POST', path: '/v3/customers/{customerId}/capabilities/{capabilityId}', handler: requestCapability },
  { method: 'POST', path: '/v3/customers/{customerId}/capabilities/{capabilityId}/cancel', handler: cancelCapability },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/capabilities/{capabilityId}/tasks-preview',
    query: ['institutions'],
    handler: previewTasks,
  },
  ...applicationRoutes,
];
