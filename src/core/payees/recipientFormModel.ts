/**
 * The recipient form as data: the names of its type, how the recipient relates to the customer,
 * contact details, the postal address and the merchant's own references.
 */
import { recipientRelationships, type Recipient } from '../schemas/index.js';
import { recipientTypes } from '../schemas/recipientValues.js';
import type { PayeeField, PayeeFormModel } from './payeeFormModel.js';
import { NAME_MAX_LENGTH } from './textChecks.js';

/** A recipient type the kit has a form for. */
export type RecipientType = (typeof recipientTypes)[number];

/** Email addresses: at most 254 characters (API limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The address parts of a recipient, in display order. */
export const recipientAddressParts = ['streetLine1', 'city', 'state', 'postalCode', 'country'] as const;

/** The address parts a fiat (bank) payout needs from its recipient. */
export const payoutAddressParts = ['streetLine1', 'city', 'country'] as const;

/** The name fields of each recipient type, all required. */
export const recipientNameFields: Readonly<Record<RecipientType, readonly string[]>> = {
  individual: ['firstName', 'lastName'],
  business: ['companyName'],
};

/** Whether the kit has a recipient form for `type` (the type list is open). */
export function isRecipientType(type: string): type is RecipientType {
  return (recipientTypes as readonly string[]).includes(type);
}

/* @__NO_SIDE_EFFECTS__ */
const pointerOf = (name: string) => `/${name.replace('.', '/')}`;

/* @__NO_SIDE_EFFECTS__ */
function text(name: string, required: boolean, extra: Partial<PayeeField> = {}): PayeeField {
  return { name, pointer: pointerOf(name), kind: 'text', required, maxLength: NAME_MAX_LENGTH, autoComplete: 'off', ...extra };
}

const names: Readonly<Record<RecipientType, readonly PayeeField[]>> = {
  individual: [text('firstName', true), text('lastName', true)],
  business: [text('companyName', true), text('businessIndustry', false)],
};

/**
 * The address fields; with `isPayoutAddressRequired`, the parts a bank payout needs are required.
 * A recipient's autofill tokens are off: the browser would offer the customer's own address.
 */
function addressFields(isPayoutAddressRequired: boolean): PayeeField[] {
  return recipientAddressParts.map((part) => {
    const required = isPayoutAddressRequired && (payoutAddressParts as readonly string[]).includes(part);
    const name = `address.${part}`;
    return part === 'country'
      ? { name, pointer: pointerOf(name), kind: 'country', required, group: 'address' }
      : text(name, required, { group: 'address' });
  });
}

/** Options of {@link recipientFormModel}. */
export interface RecipientFormOptions {
  /**
   * Require the address parts a bank payout needs (street, city, country), so a bank destination
   * can be added next without a 422 `recipient_address_required`.
   * @default false
   */
  isPayoutAddressRequired?: boolean;
}

/**
 * The form of a recipient of `type`, or `null` for a type the kit has no form for.
 *
 * @example
 * recipientFormModel('business')?.fields.map((field) => field.name);
 * // ['companyName', 'businessIndustry', 'relationship', 'email', 'phone', 'address.streetLine1', …, 'label', 'externalId']
 */
export function recipientFormModel(type: string, options: RecipientFormOptions = {}): PayeeFormModel | null {
  if (!isRecipientType(type)) return null;
  return {
    type,
    fields: [
      ...names[type],
      { name: 'relationship', pointer: '/relationship', kind: 'select', required: true, options: recipientRelationships },
      text('email', false, { maxLength: EMAIL_MAX_LENGTH, inputMode: 'email' }),
      text('phone', false, { maxLength: 16, inputMode: 'tel' }),
      ...addressFields(options.isPayoutAddressRequired ?? false),
      text('label', false),
      text('externalId', false),
    ],
  };
}

/**
 * The form values of an existing recipient, to edit it: every field the recipient has, as text.
 * Unknown values (a relationship added after this kit) are kept as they are.
 */
export function recipientFormValues(recipient: Recipient): Record<string, string> {
  const values: Record<string, string> = { type: recipient.type };
  const model = recipientFormModel(recipient.type);
  for (const field of model?.fields ?? []) {
    const [key, part] = field.name.split('.') as [string, string | undefined];
    const raw =
      part === undefined
        ? (recipient as Record<string, unknown>)[key]
        : (recipient.address as Record<string, unknown> | null | undefined)?.[part];
    if (typeof raw === 'string') values[field.name] = raw;
  }
  return values;
}
