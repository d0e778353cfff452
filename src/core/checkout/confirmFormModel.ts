/** The confirm step's optional fields without React: their checks and the details they send. */
import type { ConfirmDetails } from './checkoutObserverTypes.js';

/** What the confirm step holds; `''` when empty. `checkoutMethod` `''` lets the payer choose. */
export interface ConfirmFormValues {
  memo: string;
  externalId: string;
  checkoutMethod: string;
  redirectUrl: string;
}

/** The fields of the confirm step. */
export type ConfirmFormField = keyof ConfirmFormValues;

/** The message of each check of the confirm step, as a message id. */
export type ConfirmProblemMessageId =
  'checkout.memo.tooLong' | 'checkout.reference.tooLong' | 'checkout.redirect.tooLong' | 'checkout.redirect.invalid';

/** A message to show on a confirm field, with its values. */
export interface ConfirmFieldMessage {
  /** The message id of the styled components (`paykit/components`), in their `checkout` area. */
  id: ConfirmProblemMessageId;
  values?: Record<string, string | number>;
}

/** The empty confirm step. */
export const emptyConfirmFormValues: ConfirmFormValues = { memo: '', externalId: '', checkoutMethod: '', redirectUrl: '' };

/** The longest memo, reference and return address the confirm step sends. */
export const MEMO_MAX = 140;
export const REFERENCE_MAX = 255;
export const REDIRECT_URL_MAX = 2048;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The checks of the confirm step; `isCard` adds the hosted checkout's return address. */
export function validateConfirmForm(values: ConfirmFormValues, isCard: boolean): Partial<Record<ConfirmFormField, ConfirmFieldMessage>> {
  const errors: Partial<Record<ConfirmFormField, ConfirmFieldMessage>> = {};
  const memo = values.memo.trim();
  const reference = values.externalId.trim();
  const redirect = values.redirectUrl.trim();
  if (memo.length > MEMO_MAX) errors.memo = { id: 'checkout.memo.tooLong', values: { count: memo.length } };
  if (reference.length > REFERENCE_MAX) errors.externalId = { id: 'checkout.reference.tooLong', values: { count: reference.length } };
  if (isCard && redirect !== '') {
    if (redirect.length > REDIRECT_URL_MAX) errors.redirectUrl = { id: 'checkout.redirect.tooLong' };
    else if (!isHttpsUrl(redirect)) errors.redirectUrl = { id: 'checkout.redirect.invalid' };
  }
  return errors;
}

/** The details a confirm sends: only the fields filled in, the card ones only for a card pay-in. */
export function toConfirmDetails(values: ConfirmFormValues, isCard: boolean): ConfirmDetails {
  const memo = values.memo.trim();
  const externalId = values.externalId.trim();
  const redirectUrl = values.redirectUrl.trim();
  return {
    ...(memo ? { memo } : {}),
    ...(externalId ? { externalId } : {}),
    ...(isCard && values.checkoutMethod ? { checkoutMethod: values.checkoutMethod } : {}),
    ...(isCard && redirectUrl ? { redirectUrl } : {}),
  };
}

/** The confirm field a problem's JSON Pointer names, or `null`. */
export function confirmFieldOfPointer(pointer: string): ConfirmFormField | null {
  const name = pointer.replace(/^\//, '');
  return name === 'memo' || name === 'externalId' || name === 'checkoutMethod' || name === 'redirectUrl' ? name : null;
}
