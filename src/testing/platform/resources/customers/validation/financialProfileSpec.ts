import {
  accountPurposes,
  counterpartyEntityTypes,
  counterpartyRelationships,
  expectedTransactionPurposes,
  fundsHandlingActivities,
  sourcesOfFunds,
  sourcesOfWealth,
} from '../../../../../core/schemas/index.js';
import { checkAmount, checkMoney } from '../../../validation/moneyRules.js';
import { checkBoolean, checkEnum, checkInteger } from '../../../validation/shapes.js';
import { checkCurrency, checkNarrative } from '../../../validation/textRules.js';
import { arrayOf, leaf, mergedObject, wholeObject, type FieldSpec } from './fieldSpec.js';
import { countrySpec } from './profileSpecs.js';

const MAX_INT32 = 2_147_483_647;

const enumList = (values: readonly string[]): FieldSpec =>
  arrayOf(
    leaf((issues, pointer, value) => checkEnum(issues, pointer, value, values)),
    { unique: true },
  );

const narrative = leaf(checkNarrative);
const currency = leaf(checkCurrency);
const booleanSpec = leaf(checkBoolean);

/** `{ amount, currency }`, both required, the amount in the currency's scale; given whole. */
const money: FieldSpec = {
  write: 'replace',
  check: checkMoney,
  fields: { amount: leaf((issues, pointer, value) => checkAmount(issues, pointer, value)), currency },
};

const parties = wholeObject({ firstParty: booleanSpec, thirdParty: booleanSpec }, ['firstParty', 'thirdParty']);

/** The customer's `financialProfile`: every field optional, enums closed to the described values. */
export const financialProfileSpec = mergedObject({
  accountPurposes: enumList(accountPurposes),
  expectedTransactionPurposes: enumList(expectedTransactionPurposes),
  sourcesOfFunds: enumList(sourcesOfFunds),
  sourcesOfWealth: enumList(sourcesOfWealth),
  expectedCounterpartyEntityTypes: enumList(counterpartyEntityTypes),
  expectedCounterpartyRelationships: enumList(counterpartyRelationships),
  fundsHandlingActivities: enumList(fundsHandlingActivities),
  accountPurposeDescription: narrative,
  expectedTransactionPurposeDescription: narrative,
  expectedActivityDescription: narrative,
  sourceOfFundsDescription: narrative,
  sourceOfWealthDescription: narrative,
  expectedCounterpartyEntityTypeDescription: narrative,
  expectedCounterpartyRelationshipDescription: narrative,
  fundsHandlingActivityDescription: narrative,
  estimatedAnnualRevenue: money,
  expectedMonthlyVolume: money,
  expectedMonthlyPayinVolume: money,
  expectedMonthlyPayoutVolume: money,
  typicalTransactionAmount: money,
  maximumTransactionAmount: money,
  expectedMonthlyTransactionCount: leaf((issues, pointer, value) => checkInteger(issues, pointer, value, 0, MAX_INT32)),
  expectedCurrencies: arrayOf(currency, { unique: true }),
  expectedCorridors: arrayOf(
    wholeObject({ fromCountry: countrySpec, toCountry: countrySpec, fromCurrency: currency, toCurrency: currency }, [
      'fromCountry',
      'toCountry',
    ]),
  ),
  flows: mergedObject({ payin: parties, payout: parties }),
  actsAsIntermediary: booleanSpec,
  ownAccountTreasuryOnly: booleanSpec,
});
