import type { CapabilityEligibility, OfferedInstitution } from '../../../../../core/schemas/index.js';
import { findInstitution, type CatalogCapability } from '../../../catalog/index.js';
import type { CustomerRecord } from '../../customers/store.js';

/** The country institutions are matched against: residence for a person, incorporation for a business. */
export function customerCountry(customer: CustomerRecord): string | undefined {
  if (customer.type === 'business')
    return customer.business?.incorporationCountry ?? customer.business?.registeredAddress?.country ?? undefined;
  return customer.individual?.residenceCountry ?? customer.individual?.residentialAddress?.country ?? undefined;
}

/**
 * The institutions on offer for `capability`, with `isDefault` for this customer: the first one
 * when the catalog defaults to the first; the first in the customer's country when it defaults by
 * country (none when the customer's country is unknown or has no institution).
 */
export function offeredInstitutions(capability: CatalogCapability, customer: CustomerRecord): OfferedInstitution[] {
  const country = customerCountry(customer);
  const institutions = capability.institutionIds.map((id) => {
    const institution = findInstitution(id);
    if (!institution) throw new Error(`The catalog names an unknown institution ${id}`);
    return institution;
  });
  const defaultId =
    capability.defaultInstitution === 'first'
      ? institutions[0]?.id
      : capability.defaultInstitution === 'country'
        ? institutions.find((institution) => institution.country === country)?.id
        : undefined;
  return institutions.map((institution) => ({
    id: institution.id,
    name: institution.name,
    bic: institution.bic,
    country: institution.country,
    methods: [...institution.methods],
    isDefault: institution.id === defaultId,
  }));
}

/** Whether a customer of `customerType` may request `capability`, with the reasons when not. */
export function eligibilityOf(capability: CatalogCapability, customerType: string): CapabilityEligibility {
  if ((capability.customerTypes as readonly string[]).includes(customerType)) return { status: 'eligible', reasons: [] };
  return {
    status: 'ineligible',
    reasons: [
      {
        code: 'customer_type_unsupported',
        message: `${capability.title} is offered to ${capability.customerTypes.join(' and ')} customers only.`,
      },
    ],
  };
}

/** The currencies a capability moves, per direction. */
export function currenciesOf(capability: CatalogCapability) {
  return { payin: [...capability.currencies.payin], payout: [...capability.currencies.payout] };
}
