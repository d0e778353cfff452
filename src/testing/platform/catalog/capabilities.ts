/** A capability the fake can grant: what it moves, where, and through which institutions. */
export interface CatalogCapability {
  /** The capability id: `method_accountType`, or the bare method for card and stablecoin_transfers. */
  id: string;
  /** How people-facing messages of the fake name it ("ACH bank transfers"). */
  title: string;
  method: string;
  accountType: 'pooled' | 'named' | null;
  directions: readonly ('payin' | 'payout')[];
  availability: 'available' | 'beta' | 'disabled';
  currencies: { payin: readonly string[]; payout: readonly string[] };
  /** Institutions on offer, in order; empty for non-bank methods. */
  institutionIds: readonly string[];
  /**
   * Which institution is the default for a customer in `country` (residence or incorporation):
   * `first` always defaults to the first institution; `country` only to one in the customer's
   * country (none otherwise, so a request without institutions is 422 capability_institutions_required).
   */
  defaultInstitution: 'first' | 'country' | 'none';
  /** Customer types that may request it. */
  customerTypes: readonly ('individual' | 'business')[];
  /** The country issued accounts default to. */
  defaultCountry: string | null;
}

/** Every capability of the fake platform. */
export const capabilityCatalog: readonly CatalogCapability[] = [
  {
    id: 'ach_pooled',
    title: 'ACH bank transfers',
    method: 'ach',
    accountType: 'pooled',
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['USD'], payout: ['USD'] },
    institutionIds: ['inst_lead_bank', 'inst_cross_river'],
    defaultInstitution: 'first',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'US',
  },
  {
    id: 'ach_named',
    title: 'ACH bank transfers (named account)',
    method: 'ach',
    accountType: 'named',
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['USD'], payout: ['USD'] },
    institutionIds: ['inst_lead_bank'],
    defaultInstitution: 'first',
    customerTypes: ['business'],
    defaultCountry: 'US',
  },
  {
    id: 'wire_pooled',
    title: 'Wire transfers',
    method: 'wire',
    accountType: 'pooled',
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['USD'], payout: ['USD'] },
    institutionIds: ['inst_lead_bank', 'inst_cross_river'],
    defaultInstitution: 'first',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'US',
  },
  {
    id: 'sepa_pooled',
    title: 'SEPA bank transfers',
    method: 'sepa',
    accountType: 'pooled',
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['EUR'], payout: ['EUR'] },
    institutionIds: ['inst_banking_circle', 'inst_modulr'],
    defaultInstitution: 'first',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'DE',
  },
  {
    id: 'sepa_named',
    title: 'SEPA bank transfers (named account)',
    method: 'sepa',
    accountType: 'named',
    directions: ['payin', 'payout'],
    availability: 'beta',
    currencies: { payin: ['EUR'], payout: ['EUR'] },
    institutionIds: ['inst_banking_circle'],
    defaultInstitution: 'first',
    customerTypes: ['business'],
    defaultCountry: 'DE',
  },
  {
    id: 'faster_payments_pooled',
    title: 'Faster Payments',
    method: 'faster_payments',
    accountType: 'pooled',
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['GBP'], payout: ['GBP'] },
    institutionIds: ['inst_modulr'],
    defaultInstitution: 'first',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'GB',
  },
  {
    id: 'pix_pooled',
    title: 'Pix',
    method: 'pix',
    accountType: 'pooled',
    directions: ['payin', 'payout'],
    availability: 'beta',
    currencies: { payin: ['BRL'], payout: ['BRL'] },
    institutionIds: ['inst_banco_genial'],
    defaultInstitution: 'country',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'BR',
  },
  {
    id: 'spei_pooled',
    title: 'SPEI transfers',
    method: 'spei',
    accountType: 'pooled',
    directions: ['payout'],
    availability: 'disabled',
    currencies: { payin: [], payout: ['MXN'] },
    institutionIds: ['inst_stp'],
    defaultInstitution: 'first',
    customerTypes: ['individual', 'business'],
    defaultCountry: 'MX',
  },
  {
    id: 'card',
    title: 'Card payments',
    method: 'card',
    accountType: null,
    directions: ['payin'],
    availability: 'available',
    currencies: { payin: ['USD', 'EUR', 'GBP'], payout: [] },
    institutionIds: [],
    defaultInstitution: 'none',
    customerTypes: ['individual', 'business'],
    defaultCountry: null,
  },
  {
    id: 'stablecoin_transfers',
    title: 'Stablecoin transfers',
    method: 'stablecoin_transfers',
    accountType: null,
    directions: ['payin', 'payout'],
    availability: 'available',
    currencies: { payin: ['USDC', 'USDT'], payout: ['USDC', 'USDT'] },
    institutionIds: [],
    defaultInstitution: 'none',
    customerTypes: ['individual', 'business'],
    defaultCountry: null,
  },
];

/** The catalog entry of `capabilityId`, if the fake supports it. */
export function findCatalogCapability(capabilityId: string): CatalogCapability | undefined {
  return capabilityCatalog.find((capability) => capability.id === capabilityId);
}

/** True for capabilities backed by a bank (they have institutions and issued bank accounts). */
export function isBankBacked(capability: CatalogCapability): boolean {
  return capability.accountType !== null;
}

/** The people-facing name of `capabilityId`: its catalog title, else the id itself. */
export function capabilityTitle(capabilityId: string): string {
  return findCatalogCapability(capabilityId)?.title ?? capabilityId;
}
