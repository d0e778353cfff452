import { isDateString, isEmptyValue, type FormField } from '../../core/forms/index.js';
import type { UseMessagesResult } from '../messages/index.js';
import type { FieldsMessageId } from '../messages/areas/fields.en.js';
import { asText, isRecord } from './controlValues.js';
import { profileShape, type ProfileShape } from './profile/profileShape.js';
import { taxIdentifierTypeName } from './profile/TaxIdentifiersControl.js';

type Messages = UseMessagesResult<FieldsMessageId>;

const VISIBLE_TAIL = 4;

/** A tax number with all but its last four characters hidden, so a read-out never shows it whole. */
export function maskTaxNumber(value: string): string {
  if (value.length <= VISIBLE_TAIL) return '•'.repeat(value.length);
  return `${'•'.repeat(Math.min(value.length - VISIBLE_TAIL, 8))}${value.slice(-VISIBLE_TAIL)}`;
}

function formatMoney(value: Record<string, unknown>, { i18n }: Messages): string {
  const amount = asText(value.amount);
  const currency = asText(value.currency);
  try {
    return i18n.formatMoney(amount, currency);
  } catch {
    return [amount, currency].filter(Boolean).join(' ');
  }
}

/** Countries whose addresses end "City, STATE POSTCODE" ("Boston, MA 02108"). */
const CITY_STATE_POSTCODE: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

/** The locality line(s) of an address, in the order its country writes them. */
function localityLines(part: (key: string) => string, country: string): string[] {
  const [city, state, postalCode] = [part('city'), part('state'), part('postalCode')];
  if (CITY_STATE_POSTCODE.has(country.toUpperCase())) {
    const statePostcode = [state, postalCode].filter(Boolean).join(' ');
    return [[city, statePostcode].filter(Boolean).join(', ')];
  }
  return [[postalCode, city].filter(Boolean).join(' '), state];
}

function formatAddress(value: Record<string, unknown>, { i18n }: Messages): string {
  const part = (key: string) => asText(value[key]).trim();
  const country = part('country');
  return [part('streetLine1'), part('streetLine2'), ...localityLines(part, country), country === '' ? '' : i18n.countryName(country)]
    .filter((line) => line !== '')
    .join('\n');
}

function formatTaxIdentifier(value: unknown, { t, i18n }: Messages): string {
  if (!isRecord(value)) return '';
  const type = asText(value.type);
  const country = asText(value.country);
  const name = type === 'other' && asText(value.typeDescription) !== '' ? asText(value.typeDescription) : taxIdentifierTypeName(t, type);
  const where = country === '' ? name : `${name} (${i18n.countryName(country)})`;
  return `${where}: ${maskTaxNumber(asText(value.value))}`;
}

function formatFlows(value: Record<string, unknown>, { t, i18n }: Messages): string {
  return (['payin', 'payout'] as const)
    .map((direction) => {
      const parties = isRecord(value[direction]) ? value[direction] : {};
      const chosen = [
        parties.firstParty === true ? t('fields.flows.firstParty') : null,
        parties.thirdParty === true ? t('fields.flows.thirdParty') : null,
      ].filter((item): item is string => item !== null);
      const heading = t(direction === 'payin' ? 'fields.flows.payin' : 'fields.flows.payout');
      return `${heading}: ${chosen.length > 0 ? i18n.formatList(chosen) : t('fields.value.none')}`;
    })
    .join('\n');
}

function optionLabel(field: FormField, item: unknown): string {
  const text = typeof item === 'string' ? item : JSON.stringify(item);
  return field.options.find((option) => option.value === item)?.label ?? text;
}

/** A choice, or a list of choices, by the options' labels. */
function formatChoices(field: FormField, value: unknown, { i18n }: Messages): string {
  return Array.isArray(value) ? i18n.formatList(value.map((item) => optionLabel(field, item))) : optionLabel(field, value);
}

/** Any value the kit has no words for: strings as they are, numbers formatted, objects part by part. */
function formatGeneric(value: unknown, messages: Messages): string {
  const { t, i18n } = messages;
  if (typeof value === 'boolean') return t(value ? 'fields.boolean.yes' : 'fields.boolean.no');
  if (typeof value === 'number') return i18n.formatNumber(value);
  if (typeof value === 'string') return isDateString(value) ? i18n.formatDate(value) : value;
  if (Array.isArray(value)) return i18n.formatList(value.map((item) => formatGeneric(item, messages)));
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, part]) => !isEmptyValue(part))
      .map(([key, part]) => `${key}: ${formatGeneric(part, messages)}`)
      .join('\n');
  }
  return '';
}

/** The profile shapes whose value is an object with words of its own; any other value of theirs reads as generic. */
const RECORD_FORMATS: Partial<Record<ProfileShape, (value: Record<string, unknown>, messages: Messages) => string>> = {
  address: formatAddress,
  money: formatMoney,
  flows: formatFlows,
};

function formatProfile(field: FormField, value: unknown, messages: Messages): string {
  const { i18n } = messages;
  const shape = profileShape(field);
  const formatRecord = RECORD_FORMATS[shape];
  if (formatRecord && isRecord(value)) return formatRecord(value, messages);
  switch (shape) {
    case 'country':
      return i18n.countryName(asText(value));
    case 'countryList':
      return Array.isArray(value) ? i18n.formatList(value.map((code) => i18n.countryName(asText(code)))) : formatGeneric(value, messages);
    case 'taxIdentifiers':
      return Array.isArray(value) ? value.map((item) => formatTaxIdentifier(item, messages)).join('\n') : '';
    case 'singleChoice':
    case 'multiChoice':
      return formatChoices(field, value, messages);
    default:
      return formatGeneric(value, messages);
  }
}

/**
 * A value of a field in words, for read-only (satisfied, in review) fields and summaries:
 * addresses on lines (`\n`, the locality as the country writes it: "Boston, MA 02108" in the US,
 * Canada and Australia, "75001 Paris" elsewhere), money formatted, countries named, choices by their labels, dates in
 * the locale, booleans Yes or No, confirmations "Confirmed", documents counted, lists joined, tax
 * numbers masked but for their last four characters, and "Not provided" for no value. Never
 * throws, whatever the value's shape.
 *
 * @example
 * const messages = useMessages(fieldsEn);
 * formatFieldValue(field, { amount: '1200.00', currency: 'EUR' }, messages); // '€1,200.00'
 */
export function formatFieldValue(field: FormField, value: unknown, messages: Messages): string {
  const { t, i18n } = messages;
  if (isEmptyValue(value)) return t('fields.value.none');
  switch (field.kind) {
    case 'attestation':
    case 'absence':
      return value === true ? t('fields.value.confirmed') : t('fields.value.none');
    case 'document':
      return Array.isArray(value) ? t('fields.value.documents', { count: value.length }) : formatGeneric(value, messages);
    case 'date':
      return i18n.formatDate(asText(value));
    case 'single_select':
    case 'multi_select':
      return formatChoices(field, value, messages);
    case 'profile':
      return formatProfile(field, value, messages) || t('fields.value.none');
    default:
      return formatGeneric(value, messages) || t('fields.value.none');
  }
}
