import type { ResourceModule } from '../../http/RequestContext.js';
import { legacyCustomerRoutes, subscribeLegacyCustomerEvents } from './customers/index.js';
import { legacyMoneyRoutes, setupLegacyMoney } from './money/index.js';

/**
 * The legacy v1/v2 interface over the same data as v3: a customer is one customer in both, and its
 * v1 rails are a view of its v3 capabilities (`src/core/legacy/rails.ts` holds the mapping).
 */
export const legacyModule: ResourceModule = {
  routes: [...legacyCustomerRoutes, ...legacyMoneyRoutes],
  setup: (platform) => {
    subscribeLegacyCustomerEvents(platform);
    setupLegacyMoney(platform);
  },
};
