import type { AddressInput } from '../client/requestBodies.js';
import type { CreateRecipientBody, UpdateRecipientBody } from '../client/moneyBodies.js';
import type { Recipient } from '../schemas/index.js';
import type { PayeeFormValues } from './payeeFormModel.js';
import { recipientFormModel, recipientFormValues } from './recipientFormModel.js';
import { readValue } from './textChecks.js';
import { normalizeRecipientValue } from './validateRecipient.js';

/** Every field of the form for `type` as sent (normalised), `''` when empty, by field name. */
function normalizedValues(type: string, values: PayeeFormValues): Map<string, string> {
  const normalized = new Map<string, string>();
  for (const field of recipientFormModel(type)?.fields ?? []) {
    normalized.set(field.name, normalizeRecipientValue(field.name, readValue(values, field.name)));
  }
  return normalized;
}

/**
 * The `createRecipient` body for a recipient form: values trimmed and normalised (phone without
 * separators, country in capitals), empty fields left out, the address sent only when a part of
 * it is given. `null` for a type the kit has no form for. Check with `validateRecipient` first.
 *
 * @example
 * toCreateRecipientBody({ type: 'business', companyName: ' Initech ', relationship: 'vendor', label: '' });
 * // { type: 'business', companyName: 'Initech', relationship: 'vendor' }
 */
export function toCreateRecipientBody(values: PayeeFormValues): CreateRecipientBody | null {
  const type = readValue(values, 'type');
  if (type !== 'individual' && type !== 'business') return null;
  const body: Record<string, unknown> = { type };
  const address: Record<string, string> = {};
  for (const [name, value] of normalizedValues(type, values)) {
    if (value === '') continue;
    if (name.startsWith('address.')) address[name.slice('address.'.length)] = value;
    else body[name] = value;
  }
  if (Object.keys(address).length > 0) body.address = address satisfies AddressInput;
  // The fields come from the model of `type`, so the body has that branch's shape.
  return body as unknown as CreateRecipientBody;
}

/**
 * The `updateRecipient` merge document: only the fields that differ from `recipient`. A field
 * emptied (`''`) is `null` (cleared); one absent from `values` is left as it is. Address parts
 * merge, so only changed parts are sent. An empty object means nothing changed (skip the
 * request). The type never changes.
 *
 * @example
 * toUpdateRecipientBody(recipient, { ...recipientFormValues(recipient), label: '', 'address.city': 'Arlington' });
 * // { label: null, address: { city: 'Arlington' } }
 */
export function toUpdateRecipientBody(recipient: Recipient, values: PayeeFormValues): UpdateRecipientBody {
  const current = recipientFormValues(recipient);
  const body: Record<string, unknown> = {};
  const address: Record<string, string | null> = {};
  for (const [name, value] of normalizedValues(recipient.type, values)) {
    if (values[name] === undefined || value === (current[name] ?? '')) continue;
    const patch = value === '' ? null : value;
    if (name.startsWith('address.')) address[name.slice('address.'.length)] = patch;
    else body[name] = patch;
  }
  if (Object.keys(address).length > 0) body.address = address;
  return body as UpdateRecipientBody;
}
