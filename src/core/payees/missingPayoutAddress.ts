/**
 * Which parts of a recipient's address a destination still needs before the platform accepts it
 * (`recipient_address_required`): a bank destination (ACH, wire, SEPA, any method but a wallet)
 * pays fiat, and a fiat payout needs the recipient's street, city and country.
 */
import type { Recipient } from '../schemas/index.js';
import { payoutAddressParts } from './recipientFormModel.js';

/** An address part a bank payout needs. */
export type PayoutAddressPart = (typeof payoutAddressParts)[number];

/**
 * The parts of `recipient`'s address a destination of `method` needs and the recipient lacks, in
 * form order; empty for a wallet (it pays stablecoins, no address asked) or a complete address.
 *
 * @example
 * missingPayoutAddress({ address: { city: 'Paris' } }, 'ach'); // ['streetLine1', 'country']
 * missingPayoutAddress({}, 'wallet'); // []
 */
export function missingPayoutAddress(recipient: Pick<Recipient, 'address'>, method: string): PayoutAddressPart[] {
  if (method === 'wallet') return [];
  const address: Partial<Record<string, unknown>> = recipient.address ?? {};
  return payoutAddressParts.filter((part) => typeof address[part] !== 'string' || (address[part] as string).trim() === '');
}
