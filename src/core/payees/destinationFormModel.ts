/**
 * The destination form of each payout method as data: which fields, in which order, with which
 * hints. ACH and SEPA follow the API description; wire details are not described there, so the
 * kit sends the shape of `CreateDestinationBody`'s wire branch: a US routing number for a domestic
 * wire, a BIC for an international one.
 */
import { stablecoins } from '../money/index.js';
import { bankAccountTypes, walletNetworks } from '../schemas/destinationValues.js';
import { NAME_MAX_LENGTH, normalizeCountry } from './textChecks.js';
import type { PayeeField, PayeeFormModel, PayeeFormValues } from './payeeFormModel.js';

/** The payout methods the kit has a destination form for. */
export const destinationMethods = ['ach', 'wire', 'sepa', 'wallet'] as const;

/** A payout method the kit has a destination form for. */
export type DestinationMethod = (typeof destinationMethods)[number];

/** The country a wire goes to when none is chosen: a domestic (US) wire. */
export const DOMESTIC_WIRE_COUNTRY = 'US';

/** The currency each bank method pays out in; a wallet's is chosen (a stablecoin). */
export const destinationMethodCurrencies: Readonly<Record<Exclude<DestinationMethod, 'wallet'>, string>> = {
  ach: 'USD',
  wire: 'USD',
  sepa: 'EUR',
};

/** Whether the kit has a destination form for `method` (the method list is open). */
export function isDestinationMethod(method: string): method is DestinationMethod {
  return (destinationMethods as readonly string[]).includes(method);
}

/* @__NO_SIDE_EFFECTS__ */
const details = (name: string) => `/details/${name.replace('.', '/')}`;

/* @__NO_SIDE_EFFECTS__ */
function text(name: string, required: boolean, extra: Partial<PayeeField> = {}): PayeeField {
  return { name, pointer: details(name), kind: 'text', required, maxLength: NAME_MAX_LENGTH, autoComplete: 'off', ...extra };
}

/* @__NO_SIDE_EFFECTS__ */
const holder = (required: boolean) => text('accountHolderName', required);
const bankName = text('bankName', false);
const routingNumber = text('routingNumber', true, { maxLength: undefined, inputMode: 'numeric' });
const usAccountNumber = text('accountNumber', true, { maxLength: undefined, inputMode: 'numeric' });

const bankAddress: readonly PayeeField[] = [
  text('bankAddress.streetLine1', false, { group: 'bankAddress' }),
  text('bankAddress.city', false, { group: 'bankAddress' }),
  text('bankAddress.state', false, { group: 'bankAddress' }),
  text('bankAddress.postalCode', false, { group: 'bankAddress' }),
  { name: 'bankAddress.country', pointer: details('bankAddress.country'), kind: 'country', required: false, group: 'bankAddress' },
];

const achModel: PayeeFormModel = {
  type: 'ach',
  fields: [
    routingNumber,
    usAccountNumber,
    {
      name: 'accountType',
      pointer: details('accountType'),
      kind: 'select',
      required: true,
      options: bankAccountTypes,
      defaultValue: 'checking',
    },
    holder(true),
    bankName,
    { name: 'country', pointer: details('country'), kind: 'country', required: true, options: ['US'], defaultValue: 'US' },
  ],
};

const sepaModel: PayeeFormModel = {
  type: 'sepa',
  fields: [
    { name: 'iban', pointer: details('iban'), kind: 'text', required: true, inputMode: 'text', autoComplete: 'off' },
    { name: 'bic', pointer: details('bic'), kind: 'text', required: false, inputMode: 'text', autoComplete: 'off' },
    holder(false),
  ],
};

const walletModel: PayeeFormModel = {
  type: 'wallet',
  fields: [
    { name: 'network', pointer: details('network'), kind: 'select', required: true, options: walletNetworks },
    { name: 'address', pointer: details('address'), kind: 'text', required: true, inputMode: 'text', autoComplete: 'off' },
    { name: 'currency', pointer: '/currency', kind: 'select', required: true, options: stablecoins, defaultValue: 'USDC' },
  ],
};

/** Whether a wire to `country` is domestic (routing number) rather than international (BIC). */
export function isDomesticWire(values: PayeeFormValues | undefined): boolean {
  const country = normalizeCountry(values?.country ?? '');
  return country === '' || country === DOMESTIC_WIRE_COUNTRY;
}

function wireModel(values: PayeeFormValues | undefined): PayeeFormModel {
  const isDomestic = isDomesticWire(values);
  const coordinates = isDomestic
    ? [routingNumber, usAccountNumber]
    : [text('bic', true, { maxLength: undefined, inputMode: 'text' }), text('accountNumber', true, { maxLength: undefined })];
  return {
    type: 'wire',
    fields: [
      { name: 'country', pointer: details('country'), kind: 'country', required: true, defaultValue: DOMESTIC_WIRE_COUNTRY },
      ...coordinates,
      holder(true),
      bankName,
      ...bankAddress,
    ],
  };
}

/**
 * The form of a destination of `method`, or `null` for a method the kit has no form for (say so
 * and offer the known ones). A wire's fields depend on its bank's `country` in `values`: a US bank
 * takes a routing number, any other bank a BIC.
 *
 * @example
 * destinationFormModel('ach')?.fields.map((field) => field.name);
 * // ['routingNumber', 'accountNumber', 'accountType', 'accountHolderName', 'bankName', 'country']
 * destinationFormModel('wire', { country: 'DE' })?.fields[1]?.name; // 'bic'
 */
export function destinationFormModel(method: string, values?: PayeeFormValues): PayeeFormModel | null {
  switch (method) {
    case 'ach':
      return achModel;
    case 'wire':
      return wireModel(values);
    case 'sepa':
      return sepaModel;
    case 'wallet':
      return walletModel;
    default:
      return null;
  }
}

/** The currency a destination of `method` is created in: fixed per bank method, chosen for a wallet. */
export function destinationCurrency(method: DestinationMethod, values: PayeeFormValues): string {
  if (method === 'wallet') return values.currency?.trim().toUpperCase() || 'USDC';
  return destinationMethodCurrencies[method];
}
