import type { RelatedParty } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';

/** A director of a business customer. */
export const director: RelatedParty = {
  id: 'rp_1',
  customerId: 'cus_acme',
  partyType: 'person',
  roles: ['director'],
  title: 'Director',
  person: { firstName: 'Ada', lastName: 'Lovelace', residenceCountry: 'GB' },
};

/** Keys a related-party mutation must refresh, and one it must leave alone. */
export const relatedPartyKeys = {
  refreshed: [paykitQueryKeys.relatedParties.list(), paykitQueryKeys.relatedParties.detail('rp_1'), paykitQueryKeys.customer()],
  untouched: paykitQueryKeys.capabilities.list(),
};
