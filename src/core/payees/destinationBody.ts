import type { AddressInput } from '../client/requestBodies.js';
import type { CreateDestinationBody } from '../client/moneyBodies.js';
import { normalizeRoutingNumber } from './abaRoutingNumber.js';
import { normalizeBic, normalizeIban } from './bankCoordinates.js';
import { destinationCurrency, destinationFormModel, isDestinationMethod, isDomesticWire } from './destinationFormModel.js';
import { withDefaults, type PayeeFormValues } from './payeeFormModel.js';
import { normalizeCountry, readValue } from './textChecks.js';
import { normalizeAccountNumber } from './validateDestination.js';

const ADDRESS_PARTS = ['streetLine1', 'city', 'state', 'postalCode', 'country'] as const;

/** The non-empty values, without the keys of empty ones. */
function compact<T extends Record<string, string | undefined>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as T;
}

const optional = (value: string) => (value === '' ? undefined : value);

function bankAddressOf(values: PayeeFormValues): AddressInput | undefined {
  const address: AddressInput = compact(
    Object.fromEntries(
      ADDRESS_PARTS.map((part) => {
        const value = readValue(values, `bankAddress.${part}`);
        return [part, part === 'country' ? normalizeCountry(value) : value];
      }),
    ),
  );
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * The `createDestination` body for a form of `method`: values trimmed, coordinates in the form
 * the API takes (routing and account numbers without spaces, IBAN and BIC in capitals without
 * spaces, country codes in capitals), empty optional fields left out, the currency fixed per bank
 * method (USD for ACH and wire, EUR for SEPA) or chosen for a wallet (USDC by default). `null` for
 * a method the kit has no form for. Check the values with `validateDestination` first.
 *
 * @example
 * toCreateDestinationBody('sepa', { iban: 'de89 3704 0044 0532 0130 00', bic: '' });
 * // { type: 'sepa', currency: 'EUR', details: { iban: 'DE89370400440532013000' } }
 */
export function toCreateDestinationBody(method: string, values: PayeeFormValues): CreateDestinationBody | null {
  const model = destinationFormModel(method, values);
  if (!model || !isDestinationMethod(method)) return null;
  const filled = withDefaults(model, values);
  const read = (name: string) => readValue(filled, name);
  const currency = destinationCurrency(method, filled);
  switch (method) {
    case 'ach':
      return {
        type: 'ach',
        currency,
        details: compact({
          routingNumber: normalizeRoutingNumber(read('routingNumber')),
          accountNumber: normalizeAccountNumber(read('accountNumber')),
          accountType: optional(read('accountType')),
          bankName: optional(read('bankName')),
          accountHolderName: read('accountHolderName'),
          country: optional(normalizeCountry(read('country'))),
        }),
      };
    case 'wire': {
      const isDomestic = isDomesticWire(filled);
      const details = compact({
        routingNumber: isDomestic ? normalizeRoutingNumber(read('routingNumber')) : undefined,
        bic: isDomestic ? undefined : normalizeBic(read('bic')),
        accountNumber: normalizeAccountNumber(read('accountNumber')),
        bankName: optional(read('bankName')),
        accountHolderName: read('accountHolderName'),
        country: optional(normalizeCountry(read('country'))),
      });
      const bankAddress = bankAddressOf(filled);
      return { type: 'wire', currency, details: bankAddress ? { ...details, bankAddress } : details };
    }
    case 'sepa':
      return {
        type: 'sepa',
        currency,
        details: compact({
          iban: normalizeIban(read('iban')),
          bic: optional(normalizeBic(read('bic'))),
          accountHolderName: optional(read('accountHolderName')),
        }),
      };
    case 'wallet':
      return { type: 'wallet', currency, details: { network: read('network'), address: read('address') } };
  }
}
