import { routingNumberProblem } from './abaRoutingNumber.js';
import { ibanProblem, isValidBicCode, normalizeBic } from './bankCoordinates.js';
import { destinationFormModel, isDomesticWire } from './destinationFormModel.js';
import { withDefaults, type PayeeError, type PayeeField, type PayeeFormValues } from './payeeFormModel.js';
import { checkCountry, checkText, normalizeCountry, readValue, requiredError } from './textChecks.js';
import { walletAddressProblem } from './walletAddress.js';

const US_ACCOUNT_NUMBER_LENGTH = { min: 4, max: 17 };
const FOREIGN_ACCOUNT_NUMBER_MAX = 34;

/** An account number as sent: without the spaces and hyphens people type. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function checkUsAccountNumber(pointer: string, value: string): PayeeError | null {
  const digits = normalizeAccountNumber(value);
  if (!/^\d+$/.test(digits)) return { pointer, code: 'digits_only', message: 'must be digits only' };
  const { min, max } = US_ACCOUNT_NUMBER_LENGTH;
  if (digits.length < min || digits.length > max)
    return { pointer, code: 'account_number_length', message: `must be ${min} to ${max} digits` };
  return null;
}

function checkForeignAccountNumber(pointer: string, value: string): PayeeError | null {
  const account = normalizeAccountNumber(value);
  if (!/^[A-Za-z0-9]+$/.test(account)) return { pointer, code: 'account_number_format', message: 'must be letters and digits only' };
  if (account.length > FOREIGN_ACCOUNT_NUMBER_MAX)
    return { pointer, code: 'account_number_length', message: `must be at most ${FOREIGN_ACCOUNT_NUMBER_MAX} characters` };
  return null;
}

function checkBic(pointer: string, value: string, country: string | null): PayeeError | null {
  if (!isValidBicCode(value)) return { pointer, code: 'bic_invalid', message: 'must be a BIC of 8 or 11 characters' };
  const bicCountry = normalizeBic(value).slice(4, 6);
  if (country !== null && bicCountry !== country)
    return { pointer, code: 'bic_country_mismatch', message: `is a BIC of ${bicCountry}, not of ${country}` };
  return null;
}

function checkField(method: string, field: PayeeField, value: string, values: PayeeFormValues): PayeeError | null {
  const { pointer } = field;
  switch (field.name) {
    case 'routingNumber': {
      const problem = routingNumberProblem(value);
      return problem && { pointer, code: problem, message: 'must be a 9-digit ABA routing number with a valid check digit' };
    }
    case 'accountNumber':
      return method === 'wire' && !isDomesticWire(values)
        ? checkForeignAccountNumber(pointer, value)
        : checkUsAccountNumber(pointer, value);
    case 'iban': {
      const problem = ibanProblem(value, method === 'sepa');
      return problem && { pointer, code: problem, message: 'must be a valid IBAN of a SEPA country' };
    }
    case 'bic':
      // An international wire's BIC must be of the bank's country; a SEPA BIC may differ from the IBAN's.
      return checkBic(pointer, value, method === 'wire' ? normalizeCountry(readValue(values, 'country')) : null);
    case 'address': {
      const network = readValue(values, 'network');
      const problem = network === '' ? (/\s/.test(value) ? 'address_format' : null) : walletAddressProblem(network, value);
      if (problem === 'address_checksum')
        return { pointer, code: problem, message: `is not a valid ${network} address: its checksum does not match` };
      return problem && { pointer, code: problem, message: `is not an address of the ${network || 'chosen'} network` };
    }
    case 'network':
      return /\s/.test(value) ? { pointer, code: 'option_invalid', message: 'must be a network id' } : null;
    default:
      break;
  }
  if (field.kind === 'country') return checkCountry(pointer, value, field.options);
  if (field.kind === 'select') {
    const isKnown = field.options?.includes(field.name === 'currency' ? value.toUpperCase() : value) ?? true;
    return isKnown ? null : { pointer, code: 'option_invalid', message: `must be one of ${field.options?.join(', ')}` };
  }
  return checkText(pointer, value, field.maxLength);
}

/**
 * Checks a destination form before the server is asked, answering errors whose pointers are the
 * ones the server uses (`/details/routingNumber`, `/currency`), so both reach fields the same way.
 * A method the kit has no form for answers one `type_unsupported` error at `/type`.
 *
 * @example
 * validateDestination('ach', { routingNumber: '021000022', accountNumber: '12', accountHolderName: 'Ada' });
 * // [{ pointer: '/details/routingNumber', code: 'routing_checksum', … },
 * //  { pointer: '/details/accountNumber', code: 'account_number_length', … }]
 */
export function validateDestination(method: string, values: PayeeFormValues): PayeeError[] {
  const model = destinationFormModel(method, values);
  if (!model) return [{ pointer: '/type', code: 'type_unsupported', message: `the kit has no form for ${method} destinations` }];
  const errors: PayeeError[] = [];
  const filled = withDefaults(model, values);
  for (const field of model.fields) {
    const value = readValue(filled, field.name);
    const error = value === '' ? (field.required ? requiredError(field.pointer) : null) : checkField(method, field, value, filled);
    if (error) errors.push(error);
  }
  return errors;
}
