import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

async function createWith(financialProfile: unknown) {
  return env.api.post('/v3/customers', { type: 'individual', financialProfile });
}

const enumFields: [string, string[]][] = [
  [
    'accountPurposes',
    [
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
    ],
  ],
  [
    'expectedTransactionPurposes',
    [
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
    ],
  ],
  [
    'sourcesOfFunds',
    [
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
    ],
  ],
  [
    'sourcesOfWealth',
    [
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
    ],
  ],
  [
    'expectedCounterpartyEntityTypes',
    ['individual', 'business', 'financial_institution', 'government', 'nonprofit', 'exchange', 'own_account', 'other'],
  ],
  [
    'expectedCounterpartyRelationships',
    ['employee', 'contractor', 'vendor', 'subsidiary', 'merchant', 'customer', 'landlord', 'family', 'other'],
  ],
  ['fundsHandlingActivities', ['receive', 'hold', 'pool', 'aggregate', 'convert', 'settle', 'forward', 'disburse', 'custody', 'other']],
];

const narrativeFields = [
  'accountPurposeDescription',
  'expectedTransactionPurposeDescription',
  'expectedActivityDescription',
  'sourceOfFundsDescription',
  'sourceOfWealthDescription',
  'expectedCounterpartyEntityTypeDescription',
  'expectedCounterpartyRelationshipDescription',
  'fundsHandlingActivityDescription',
];

const moneyFields = [
  'estimatedAnnualRevenue',
  'expectedMonthlyVolume',
  'expectedMonthlyPayinVolume',
  'expectedMonthlyPayoutVolume',
  'typicalTransactionAmount',
  'maximumTransactionAmount',
];

describe('given the financialProfile enum arrays', () => {
  it.each(enumFields)('should accept every described value of %s', async (field, values) => {
    const response = await createWith({ [field]: values });
    expect(response.status).toBe(201);
    expect(customerSchema.parse(response.body.data).financialProfile?.[field as 'accountPurposes']).toEqual(values);
  });

  it.each(enumFields)('should refuse a value %s does not list, at the item', async (field) => {
    const response = await createWith({ [field]: ['other', 'made_up_value'] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([`/financialProfile/${field}/1`]);
  });

  it.each(enumFields)('should refuse a repeated value in %s', async (field) => {
    const response = await createWith({ [field]: ['other', 'other'] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: `/financialProfile/${field}/1`, code: 'duplicate_item' })]);
  });

  it('should refuse an enum field that is no array', async () => {
    const response = await createWith({ sourcesOfFunds: 'salary' });
    expect(pointersOf(response.body)).toEqual(['/financialProfile/sourcesOfFunds']);
  });
});

describe('given the financialProfile narrative descriptions', () => {
  it.each(narrativeFields)('should keep %s with line feeds and tabs, up to 4096 characters', async (field) => {
    const text = `Line one\n\tindented ${'x'.repeat(4096 - 19)}`;
    expect(text).toHaveLength(4096);
    const response = await createWith({ [field]: text });
    expect(response.status).toBe(201);
    expect(response.body.data.financialProfile[field]).toBe(text);
  });

  it.each(narrativeFields)('should refuse %s when empty, too long, or with a carriage return', async (field) => {
    for (const text of ['', 'x'.repeat(4097), 'one\r\ntwo', 'bell\u0007']) {
      const response = await createWith({ [field]: text });
      expect(response.status).toBe(400);
      expect(pointersOf(response.body)).toEqual([`/financialProfile/${field}`]);
    }
  });
});

describe('given the financialProfile money objects', () => {
  it.each(moneyFields)('should keep %s as { amount, currency } strings', async (field) => {
    const response = await createWith({ [field]: { amount: '2500.50', currency: 'EUR' } });
    expect(response.status).toBe(201);
    expect(response.body.data.financialProfile[field]).toEqual({ amount: '2500.50', currency: 'EUR' });
  });

  it.each(moneyFields)('should refuse %s with an amount as a number', async (field) => {
    const response = await createWith({ [field]: { amount: 2500, currency: 'EUR' } });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual([`/financialProfile/${field}/amount`]);
  });

  it.each(moneyFields)('should refuse %s without amount and currency, naming both', async (field) => {
    const response = await createWith({ [field]: {} });
    expect(pointersOf(response.body)).toEqual([`/financialProfile/${field}/amount`, `/financialProfile/${field}/currency`]);
  });

  it.each([
    ['a leading zero', '01.5', 'USD'],
    ['a sign', '-1', 'USD'],
    ['an exponent', '1e3', 'USD'],
    ['more decimals than USD has', '1.005', 'USD'],
    ['any decimal in JPY', '100.5', 'JPY'],
    ['39 digits', '1'.repeat(39), 'USD'],
  ])('should refuse an amount with %s', async (_case, amount, currency) => {
    const response = await createWith({ typicalTransactionAmount: { amount, currency } });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/financialProfile/typicalTransactionAmount/amount']);
  });

  it.each(['usd', 'US', 'USDX', 'EURO'])('should refuse the currency %s', async (currency) => {
    const response = await createWith({ typicalTransactionAmount: { amount: '1', currency } });
    expect(pointersOf(response.body)).toEqual(['/financialProfile/typicalTransactionAmount/currency']);
  });

  it('should accept stablecoin amounts and a single 0', async () => {
    const response = await createWith({
      typicalTransactionAmount: { amount: '0', currency: 'USDC' },
      maximumTransactionAmount: { amount: '10.123456', currency: 'USDT' },
    });
    expect(response.status).toBe(201);
  });

  it('should refuse an unknown field inside a money object', async () => {
    const response = await createWith({ typicalTransactionAmount: { amount: '1', currency: 'USD', rate: '1' } });
    expect(pointersOf(response.body)).toEqual(['/financialProfile/typicalTransactionAmount/rate']);
  });
});

describe('given the other financialProfile fields', () => {
  it('should keep a complete profile', async () => {
    const financialProfile = {
      expectedMonthlyTransactionCount: 2147483647,
      expectedCurrencies: ['EUR', 'USDC'],
      expectedCorridors: [
        { fromCountry: 'DE', toCountry: 'US' },
        { fromCountry: 'US', toCountry: 'MX', fromCurrency: 'USD', toCurrency: 'MXN' },
      ],
      flows: { payin: { firstParty: true, thirdParty: false }, payout: { firstParty: false, thirdParty: true } },
      actsAsIntermediary: false,
      ownAccountTreasuryOnly: true,
    };
    const response = await createWith(financialProfile);
    expect(response.status).toBe(201);
    expect(customerSchema.parse(response.body.data).financialProfile).toEqual(financialProfile);
  });

  it.each([
    ['a negative count', { expectedMonthlyTransactionCount: -1 }, '/financialProfile/expectedMonthlyTransactionCount'],
    ['a count above 2147483647', { expectedMonthlyTransactionCount: 2147483648 }, '/financialProfile/expectedMonthlyTransactionCount'],
    ['a fractional count', { expectedMonthlyTransactionCount: 1.5 }, '/financialProfile/expectedMonthlyTransactionCount'],
    ['a count as a string', { expectedMonthlyTransactionCount: '12' }, '/financialProfile/expectedMonthlyTransactionCount'],
    ['a repeated currency', { expectedCurrencies: ['EUR', 'EUR'] }, '/financialProfile/expectedCurrencies/1'],
    ['an invalid currency', { expectedCurrencies: ['euro'] }, '/financialProfile/expectedCurrencies/0'],
    ['a corridor without fromCountry', { expectedCorridors: [{ toCountry: 'US' }] }, '/financialProfile/expectedCorridors/0/fromCountry'],
    ['a corridor without toCountry', { expectedCorridors: [{ fromCountry: 'DE' }] }, '/financialProfile/expectedCorridors/0/toCountry'],
    [
      'a corridor with an invalid currency',
      { expectedCorridors: [{ fromCountry: 'DE', toCountry: 'US', toCurrency: 'dollars' }] },
      '/financialProfile/expectedCorridors/0/toCurrency',
    ],
    [
      'a corridor with an invalid country',
      { expectedCorridors: [{ fromCountry: 'DEU', toCountry: 'US' }] },
      '/financialProfile/expectedCorridors/0/fromCountry',
    ],
    ['flows payin without thirdParty', { flows: { payin: { firstParty: true } } }, '/financialProfile/flows/payin/thirdParty'],
    ['flows payout without firstParty', { flows: { payout: { thirdParty: true } } }, '/financialProfile/flows/payout/firstParty'],
    [
      'flows with a string flag',
      { flows: { payin: { firstParty: 'yes', thirdParty: false } } },
      '/financialProfile/flows/payin/firstParty',
    ],
    ['an unknown flows direction', { flows: { refund: { firstParty: true, thirdParty: true } } }, '/financialProfile/flows/refund'],
    ['actsAsIntermediary as a string', { actsAsIntermediary: 'false' }, '/financialProfile/actsAsIntermediary'],
    ['ownAccountTreasuryOnly as a number', { ownAccountTreasuryOnly: 1 }, '/financialProfile/ownAccountTreasuryOnly'],
    ['an unknown field', { riskScore: 3 }, '/financialProfile/riskScore'],
  ])('should refuse %s at its pointer', async (_case, financialProfile, pointer) => {
    const response = await createWith(financialProfile);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([pointer]);
  });

  it('should accept a count of 0', async () => {
    expect((await createWith({ expectedMonthlyTransactionCount: 0 })).status).toBe(201);
  });
});
