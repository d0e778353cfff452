import type { Recipient } from '../schemas/index.js';
import { payoutAddressParts } from './recipientFormModel.js';

/**
 * The address parts a bank payout needs that `recipient` has not got, for a destination of
 * `method`. The platform refuses a fiat destination of a recipient without them
 * (`recipient_address_required`), so a form asks for them before the person types a whole bank
 * account in vain. A wallet pays no bank and needs none.
 *
 * @example
 * missingPayoutAddressParts({ ...recipient, address: { city: 'Lyon' } }, 'sepa'); // ['streetLine1', 'country']
 */
export function missingPayoutAddressParts(recipient: Pick<Recipient, 'address'>, method: string): string[] {
  if (method === 'wallet') return [];
  return payoutAddressParts.filter((part) => !recipient.address?.[part]);
}
