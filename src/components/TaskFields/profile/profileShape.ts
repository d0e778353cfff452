import type { FormField } from '../../../core/forms/index.js';

/** What a profile field holds, from its pointer, `valueType`, `itemValueType` and options. */
export type ProfileShape =
  | 'name'
  | 'text'
  | 'narrative'
  | 'date'
  | 'country'
  | 'countryList'
  | 'currencyList'
  | 'address'
  | 'phone'
  | 'email'
  | 'url'
  | 'money'
  | 'taxIdentifiers'
  | 'singleChoice'
  | 'multiChoice'
  | 'boolean'
  | 'integer'
  | 'flows'
  | 'other';

const NAME_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  legalName: 'organization',
  doingBusinessAs: 'organization',
  registrationNumber: 'off',
};

const MONEY_FIELDS = new Set([
  'estimatedAnnualRevenue',
  'expectedMonthlyVolume',
  'expectedMonthlyPayinVolume',
  'expectedMonthlyPayoutVolume',
  'typicalTransactionAmount',
  'maximumTransactionAmount',
]);

const STRING_TYPES = new Set(['string', 'text']);

/** The last segment of a field's profile pointer (`/individual/firstName` → `firstName`), or `''`. */
export function pointerName(field: FormField): string {
  const segments = (field.profilePointer ?? '').split('/');
  return (segments[segments.length - 1] ?? '').replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The `autocomplete` token of a name field, when its pointer names one. */
export function nameAutoComplete(field: FormField): string | undefined {
  return NAME_AUTOCOMPLETE[pointerName(field)];
}

/**
 * How to ask for a profile field. The pointer decides where it names a known customer field
 * (an address, a phone, money of the financial profile); otherwise the `valueType` and
 * `itemValueType` do; options make it a choice. `other` is a shape the kit cannot edit (an
 * object or list it does not know), answered through the unknown-answer fallback.
 */
export function profileShape(field: FormField): ProfileShape {
  const name = pointerName(field);
  const { valueType, itemValueType } = field;
  const isList = valueType === 'array' || itemValueType !== null;
  if (field.options.length > 0) return isList ? 'multiChoice' : 'singleChoice';
  if (itemValueType === 'tax_identifier' || name === 'taxIdentifiers') return 'taxIdentifiers';
  if (itemValueType === 'country_code' || name === 'nationalities' || name === 'taxResidencies') return 'countryList';
  if (itemValueType === 'currency_code' || name === 'expectedCurrencies') return 'currencyList';
  if (valueType === 'address' || name.endsWith('Address')) return 'address';
  if (valueType === 'money' || MONEY_FIELDS.has(name)) return 'money';
  if (name === 'flows') return 'flows';
  if (valueType === 'country_code' || (!isList && name.endsWith('Country'))) return 'country';
  if (valueType === 'date' || name.endsWith('Date')) return 'date';
  if (valueType === 'boolean') return 'boolean';
  if (valueType === 'integer' || valueType === 'number' || name.endsWith('Count')) return 'integer';
  if (valueType === 'email' || name === 'email') return 'email';
  if (valueType === 'phone' || name === 'phone') return 'phone';
  if (valueType === 'url' || name === 'website') return 'url';
  if (name.endsWith('Description')) return 'narrative';
  if (name in NAME_AUTOCOMPLETE) return 'name';
  if (valueType === null || STRING_TYPES.has(valueType)) return 'text';
  return 'other';
}
