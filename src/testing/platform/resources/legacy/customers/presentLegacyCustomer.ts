import type { LegacyVerificationStatus } from '../../../../../core/legacy/rails.js';
import type { Partition } from '../../../Partition.js';
import type { CustomerRecord } from '../../customers/store.js';
import { railRowsOf, type RailRow } from './railRows.js';
import { verificationOf } from './verificationStatus.js';

/** The v1 customer: the v3 customer record seen through the compact v1 fields. */
export type LegacyCustomer = {
  id: string;
  type: string;
  verificationStatus: LegacyVerificationStatus;
  email: string | null;
  country: string | null;
  rails: RailRow[];
  createdAt: string;
  updatedAt: string;
} & ({ firstName: string | null; lastName: string | null } | { businessName: string | null });

/**
 * The v1 view of a customer. An individual shows `firstName`, `lastName`, `email` and `country`
 * (v3 `individual.firstName`, `.lastName`, `.email`, `.residenceCountry`); a business shows
 * `businessName`, `email` and `country` (v3 `business.legalName`, `.email`,
 * `.incorporationCountry`). A field v3 does not hold reads as null.
 */
export function presentLegacyCustomer(partition: Partition, customer: CustomerRecord): LegacyCustomer {
  const common = {
    id: customer.id,
    type: customer.type,
    verificationStatus: verificationOf(partition, customer).status,
  };
  const tail = {
    rails: railRowsOf(partition, customer.id),
    createdAt: customer.createdAt as string,
    updatedAt: customer.updatedAt as string,
  };
  if (customer.type === 'business') {
    const business = customer.business ?? {};
    return {
      ...common,
      businessName: business.legalName ?? null,
      email: business.email ?? null,
      country: business.incorporationCountry ?? null,
      ...tail,
    };
  }
  const individual = customer.individual ?? {};
  return {
    ...common,
    firstName: individual.firstName ?? null,
    lastName: individual.lastName ?? null,
    email: individual.email ?? null,
    country: individual.residenceCountry ?? null,
    ...tail,
  };
}
