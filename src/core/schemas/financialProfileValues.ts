/** Known `financialProfile.accountPurposes` values. */
export const accountPurposes = [
  'business_expenses',
  'charitable_donations',
  'cross_border_remittance',
  'ecommerce',
  'family_support',
  'investment',
  'payroll',
  'operate_company',
  'personal_expenses',
  'purchase_goods_and_services',
  'receive_freelance_payments',
  'receive_payments',
  'receive_salary',
  'tax_optimization',
  'tax_payments',
  'third_party_money_transmission',
  'treasury_management',
  'wealth_preservation',
  'other',
] as const;

/** Known `financialProfile.expectedTransactionPurposes` values. */
export const expectedTransactionPurposes = [
  'business_payments',
  'charitable_donations',
  'cross_border_remittance',
  'family_support',
  'goods_and_services',
  'investment',
  'payroll',
  'personal_expenses',
  'receive_freelance_payments',
  'receive_salary',
  'wealth_preservation',
  'other',
] as const;

/** Known `financialProfile.sourcesOfFunds` values. */
export const sourcesOfFunds = [
  'salary',
  'savings',
  'business_revenue',
  'investment_income',
  'asset_sale',
  'inheritance',
  'gift',
  'pension',
  'government_benefits',
  'loan',
  'owner_contribution',
  'investor_contribution',
  'company_funds',
  'intercompany_funds',
  'investment_proceeds',
  'legal_settlement',
  'tax_refund',
  'treasury_reserves',
  'insurance_proceeds',
  'equity_compensation',
  'grants_and_donations',
  'third_party_funds',
  'gambling',
  'other',
] as const;

/** Known `financialProfile.sourcesOfWealth` values. */
export const sourcesOfWealth = [
  'employment_income',
  'business_ownership',
  'investments',
  'business_dividends_or_profits',
  'client_or_investor_contributions',
  'charitable_contributions',
  'affiliate_income',
  'real_estate',
  'asset_sale',
  'inheritance',
  'gift',
  'gambling',
  'royalties',
  'other',
] as const;

/** Known `financialProfile.expectedCounterpartyEntityTypes` values. */
export const counterpartyEntityTypes = [
  'individual',
  'business',
  'financial_institution',
  'government',
  'nonprofit',
  'exchange',
  'own_account',
  'other',
] as const;

/** Known `financialProfile.expectedCounterpartyRelationships` values. */
export const counterpartyRelationships = [
  'employee',
  'contractor',
  'vendor',
  'subsidiary',
  'merchant',
  'customer',
  'landlord',
  'family',
  'other',
] as const;

/** Known `financialProfile.fundsHandlingActivities` values. */
export const fundsHandlingActivities = [
  'receive',
  'hold',
  'pool',
  'aggregate',
  'convert',
  'settle',
  'forward',
  'disburse',
  'custody',
  'other',
] as const;
