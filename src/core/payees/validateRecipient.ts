import type { PayeeError, PayeeField, PayeeFormValues } from './payeeFormModel.js';
import { EMAIL_MAX_LENGTH, recipientFormModel, type RecipientFormOptions } from './recipientFormModel.js';
import { checkCountry, checkText, normalizeCountry, readValue, requiredError } from './textChecks.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{1,14}$/;

/** A phone number as sent: without the spaces, dots, hyphens and brackets people type. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

/** A recipient field's value as sent: trimmed, a phone without separators, a country in capitals. */
export function normalizeRecipientValue(name: string, value: string): string {
  if (name === 'phone') return normalizePhone(value.trim());
  if (name === 'address.country') return normalizeCountry(value);
  return value.trim();
}

function checkField(field: PayeeField, value: string): PayeeError | null {
  const { pointer } = field;
  switch (field.name) {
    case 'relationship':
      // An open enum: a relationship newer than the kit is the server's to judge.
      return null;
    case 'email':
      if (value.length > EMAIL_MAX_LENGTH) return { pointer, code: 'too_long', message: `must be at most ${EMAIL_MAX_LENGTH} characters` };
      return EMAIL.test(value) ? null : { pointer, code: 'email_invalid', message: 'must be an email address' };
    case 'phone':
      return PHONE.test(normalizePhone(value))
        ? null
        : { pointer, code: 'phone_invalid', message: 'must be a plus sign and the country code, then the number (at most 15 digits)' };
    case 'externalId':
      if (!/^[\x20-\x7e]+$/.test(value)) return { pointer, code: 'ascii_only', message: 'must be printable ASCII characters only' };
      return checkText(pointer, value, field.maxLength);
    default:
      return field.kind === 'country' ? checkCountry(pointer, value, field.options) : checkText(pointer, value, field.maxLength);
  }
}

/**
 * Checks a recipient form (`values.type` picks the form) before the server is asked, answering
 * errors whose pointers are the server's (`/firstName`, `/address/country`). The names of the type
 * and the relationship are required; names and address parts are 1 to 256 characters, the email
 * at most 254 and shaped like one, the phone `+` and up to 15 digits, the country two letters. A
 * type the kit has no form for answers one `type_unsupported` error at `/type`.
 *
 * @example
 * validateRecipient({ type: 'individual', firstName: 'Grace', relationship: 'contractor', email: 'grace@' });
 * // [{ pointer: '/lastName', code: 'required', … }, { pointer: '/email', code: 'email_invalid', … }]
 */
export function validateRecipient(values: PayeeFormValues, options: RecipientFormOptions = {}): PayeeError[] {
  const type = readValue(values, 'type');
  const model = recipientFormModel(type, options);
  if (!model) return [{ pointer: '/type', code: 'type_unsupported', message: `the kit has no form for ${type || 'untyped'} recipients` }];
  const errors: PayeeError[] = [];
  for (const field of model.fields) {
    const value = readValue(values, field.name);
    const error = value === '' ? (field.required ? requiredError(field.pointer) : null) : checkField(field, value);
    if (error) errors.push(error);
  }
  return errors;
}
