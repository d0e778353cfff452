import { capabilityCatalog, findInstitution } from '../../../catalog/index.js';
import { paginate, sequenceByPosition } from '../../../http/pagination.js';
import type { RouteDef } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { capabilitiesOfCustomer } from '../store.js';
import { currenciesOf, eligibilityOf, offeredInstitutions } from './offering.js';

/** The capabilities the platform offers, merchant-wide: what any customer could request. */
function catalogItems() {
  return capabilityCatalog.map((capability) => ({
    id: capability.id,
    method: capability.method,
    accountType: capability.accountType,
    directions: [...capability.directions],
    availability: capability.availability,
    customerTypes: [...capability.customerTypes],
    institutions: capability.institutionIds.map((id) => {
      const institution = findInstitution(id);
      return {
        id,
        name: institution?.name ?? null,
        bic: institution?.bic ?? null,
        country: institution?.country ?? null,
        methods: [...(institution?.methods ?? [])],
      };
    }),
    currencies: currenciesOf(capability),
  }));
}

/** GET /v3/capabilities, the customer's capabilities and the customer's supported listing. */
export const capabilityListingRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/capabilities',
    list: true,
    handler: (ctx) => paginate(ctx, sequenceByPosition(catalogItems()), ({ _seq: _, ...item }) => item),
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/capabilities',
    list: true,
    handler: (ctx) => {
      const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
      return paginate(ctx, capabilitiesOfCustomer(ctx.partition, customer.id), (capability) => stripInternal(capability));
    },
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/capabilities/supported',
    handler: (ctx) => {
      const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
      const data = capabilityCatalog.map((capability) => ({
        id: capability.id,
        method: capability.method,
        accountType: capability.accountType,
        directions: [...capability.directions],
        availability: capability.availability,
        eligibility: eligibilityOf(capability, customer.type),
        institutions: offeredInstitutions(capability, customer),
        currencies: currenciesOf(capability),
      }));
      return { status: 200, body: { data } };
    },
  },
];
