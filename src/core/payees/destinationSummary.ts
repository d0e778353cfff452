/**
 * What a destination shows of its coordinates: enough to recognise it, never the whole account.
 * The API may already mask a read; these work on masked and full values alike.
 */
import type { Destination } from '../schemas/index.js';

const MASK = '••••';

/** The last four letters or digits of an account number or IBAN; `null` when there are none. */
export function lastFour(value: string | null | undefined): string | null {
  const characters = (value ?? '').replace(/[^A-Za-z0-9]/g, '');
  return characters.length === 0 ? null : characters.slice(-4);
}

/** An IBAN as its country, check digits and last four: `DE89 •••• 3000`. */
export function maskIban(iban: string | null | undefined): string | null {
  const compact = (iban ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (compact.length < 8) return compact === '' ? null : compact;
  return `${compact.slice(0, 4)} ${MASK} ${compact.slice(-4)}`;
}

/** A wallet address as its start and end: `0x71C7…976F`. */
export function shortenAddress(address: string | null | undefined): string | null {
  const value = (address ?? '').trim();
  if (value === '') return null;
  return value.length <= 14 ? value : `${value.slice(0, 6)}…${value.slice(-4)}`;
}

/** The coordinates of a destination, by kind, to put into words. */
export type DestinationCoordinates =
  | { kind: 'account'; last4: string; routingNumber: string | null }
  | { kind: 'iban'; iban: string }
  | { kind: 'wallet'; network: string; address: string }
  | { kind: 'none' };

/**
 * The masked coordinates of `destination`: a wallet's network and short address, an IBAN's ends,
 * or a bank account's last four (with its routing number, which is public). Any method the kit
 * does not know is read by the fields it has, so a new method still shows something.
 */
export function destinationCoordinates(destination: Destination): DestinationCoordinates {
  const details = destination.details ?? {};
  const address = shortenAddress(details.address);
  if (address !== null && (destination.type === 'wallet' || details.network)) {
    return { kind: 'wallet', network: details.network ?? '', address };
  }
  const iban = maskIban(details.iban);
  if (iban !== null) return { kind: 'iban', iban };
  const last4 = lastFour(details.accountNumber);
  if (last4 !== null) return { kind: 'account', last4, routingNumber: details.routingNumber ?? null };
  return { kind: 'none' };
}
