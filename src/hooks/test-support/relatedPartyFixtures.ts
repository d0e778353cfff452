import type { RelatedParty } from '../../core/schemas/index.js';
import { paykitKeys } from '../paykitKeys.js';

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
  refreshed: [paykitKeys.relatedParties.list(), paykitKeys.relatedParties.detail('rp_1'), paykitKeys.customer()],
  untouched: paykitKeys.capabilities.list(),
};
