import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, currencyCodeSchema, moneySchema, optionalBoolean, optionalString } from './primitives.js';
import type {
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

const valuesOf = <const V extends readonly string[]>() => z.nullish(z.array(openEnum<V>()));

/** An expected payment corridor. */
export const corridorSchema = /* @__PURE__ */ z.looseObject({
  fromCountry: countryCodeSchema,
  toCountry: countryCodeSchema,
  fromCurrency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
  toCurrency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
});

const partiesSchema = /* @__PURE__ */ z.looseObject({ firstParty: /* @__PURE__ */ z.boolean(), thirdParty: /* @__PURE__ */ z.boolean() });

/** Which parties the customer pays in from and pays out to. */
export const flowsSchema = /* @__PURE__ */ z.looseObject({
  payin: /* @__PURE__ */ z.nullish(partiesSchema),
  payout: /* @__PURE__ */ z.nullish(partiesSchema),
});

/** The customer's financial profile; every field is optional. */
export const financialProfileSchema = /* @__PURE__ */ z.looseObject({
  accountPurposes: /* @__PURE__ */ valuesOf<typeof accountPurposes>(),
  expectedTransactionPurposes: /* @__PURE__ */ valuesOf<typeof expectedTransactionPurposes>(),
  sourcesOfFunds: /* @__PURE__ */ valuesOf<typeof sourcesOfFunds>(),
  sourcesOfWealth: /* @__PURE__ */ valuesOf<typeof sourcesOfWealth>(),
  expectedCounterpartyEntityTypes: /* @__PURE__ */ valuesOf<typeof counterpartyEntityTypes>(),
  expectedCounterpartyRelationships: /* @__PURE__ */ valuesOf<typeof counterpartyRelationships>(),
  fundsHandlingActivities: /* @__PURE__ */ valuesOf<typeof fundsHandlingActivities>(),
  accountPurposeDescription: optionalString,
  expectedTransactionPurposeDescription: optionalString,
  expectedActivityDescription: optionalString,
  sourceOfFundsDescription: optionalString,
  sourceOfWealthDescription: optionalString,
  expectedCounterpartyEntityTypeDescription: optionalString,
  expectedCounterpartyRelationshipDescription: optionalString,
  fundsHandlingActivityDescription: optionalString,
  estimatedAnnualRevenue: /* @__PURE__ */ z.nullish(moneySchema),
  expectedMonthlyVolume: /* @__PURE__ */ z.nullish(moneySchema),
  expectedMonthlyPayinVolume: /* @__PURE__ */ z.nullish(moneySchema),
  expectedMonthlyPayoutVolume: /* @__PURE__ */ z.nullish(moneySchema),
  typicalTransactionAmount: /* @__PURE__ */ z.nullish(moneySchema),
  maximumTransactionAmount: /* @__PURE__ */ z.nullish(moneySchema),
  expectedMonthlyTransactionCount: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.gte(0), /* @__PURE__ */ z.lte(2147483647)),
  ),
  expectedCurrencies: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(currencyCodeSchema)),
  expectedCorridors: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(corridorSchema)),
  flows: /* @__PURE__ */ z.nullish(flowsSchema),
  actsAsIntermediary: optionalBoolean,
  ownAccountTreasuryOnly: optionalBoolean,
});

/** A customer's financial profile. */
export type FinancialProfile = z.output<typeof financialProfileSchema>;
/** An expected payment corridor. */
export type Corridor = z.output<typeof corridorSchema>;
/** Pay-in and payout party flows. */
export type Flows = z.output<typeof flowsSchema>;
