import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, currencyCodeSchema, moneySchema, optionalBoolean, optionalString } from './primitives.js';
import {
  accountPurposes,
  counterpartyEntityTypes,
  counterpartyRelationships,
  expectedTransactionPurposes,
  fundsHandlingActivities,
  sourcesOfFunds,
  sourcesOfWealth,
} from './financialProfileValues.js';

export {
  accountPurposes,
  counterpartyEntityTypes,
  counterpartyRelationships,
  expectedTransactionPurposes,
  fundsHandlingActivities,
  sourcesOfFunds,
  sourcesOfWealth,
} from './financialProfileValues.js';

const valuesOf = <const V extends readonly [string, ...string[]]>(values: V) => z.nullish(z.array(openEnum(values)));

/** An expected payment corridor. */
export const corridorSchema = z.looseObject({
  fromCountry: countryCodeSchema,
  toCountry: countryCodeSchema,
  fromCurrency: z.nullish(currencyCodeSchema),
  toCurrency: z.nullish(currencyCodeSchema),
});

const partiesSchema = z.looseObject({ firstParty: z.boolean(), thirdParty: z.boolean() });

/** Which parties the customer pays in from and pays out to. */
export const flowsSchema = z.looseObject({
  payin: z.nullish(partiesSchema),
  payout: z.nullish(partiesSchema),
});

/** The customer's financial profile; every field is optional. */
export const financialProfileSchema = z.looseObject({
  accountPurposes: valuesOf(accountPurposes),
  expectedTransactionPurposes: valuesOf(expectedTransactionPurposes),
  sourcesOfFunds: valuesOf(sourcesOfFunds),
  sourcesOfWealth: valuesOf(sourcesOfWealth),
  expectedCounterpartyEntityTypes: valuesOf(counterpartyEntityTypes),
  expectedCounterpartyRelationships: valuesOf(counterpartyRelationships),
  fundsHandlingActivities: valuesOf(fundsHandlingActivities),
  accountPurposeDescription: optionalString,
  expectedTransactionPurposeDescription: optionalString,
  expectedActivityDescription: optionalString,
  sourceOfFundsDescription: optionalString,
  sourceOfWealthDescription: optionalString,
  expectedCounterpartyEntityTypeDescription: optionalString,
  expectedCounterpartyRelationshipDescription: optionalString,
  fundsHandlingActivityDescription: optionalString,
  estimatedAnnualRevenue: z.nullish(moneySchema),
  expectedMonthlyVolume: z.nullish(moneySchema),
  expectedMonthlyPayinVolume: z.nullish(moneySchema),
  expectedMonthlyPayoutVolume: z.nullish(moneySchema),
  typicalTransactionAmount: z.nullish(moneySchema),
  maximumTransactionAmount: z.nullish(moneySchema),
  expectedMonthlyTransactionCount: z.nullish(z.int().check(z.gte(0), z.lte(2147483647))),
  expectedCurrencies: z.nullish(z.array(currencyCodeSchema)),
  expectedCorridors: z.nullish(z.array(corridorSchema)),
  flows: z.nullish(flowsSchema),
  actsAsIntermediary: optionalBoolean,
  ownAccountTreasuryOnly: optionalBoolean,
});

/** A customer's financial profile. */
export type FinancialProfile = z.output<typeof financialProfileSchema>;
/** An expected payment corridor. */
export type Corridor = z.output<typeof corridorSchema>;
/** Pay-in and payout party flows. */
export type Flows = z.output<typeof flowsSchema>;
