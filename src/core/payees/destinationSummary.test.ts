import { describe, expect, it } from 'vitest';
import { destinationSchema } from '../schemas/index.js';
import { destinationCoordinates, lastFour, maskIban, shortenAddress } from './destinationSummary.js';

const destination = (type: string, details: Record<string, unknown>) =>
  destinationSchema.parse({ id: 'dst_1', type, status: 'ready', details });

describe('given account coordinates', () => {
  it('should keep only what recognises them', () => {
    expect(lastFour('0001 2345 6789')).toBe('6789');
    expect(lastFour('****6789')).toBe('6789');
    expect(lastFour('')).toBeNull();
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
    expect(shortenAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71C7…976F');
  });
});

describe('given destinations of each method', () => {
  it('should answer their masked coordinates, reading an unknown method by its fields', () => {
    expect(destinationCoordinates(destination('ach', { routingNumber: '021000021', accountNumber: '000123456789' }))).toEqual({
      kind: 'account',
      last4: '6789',
      routingNumber: '021000021',
    });
    expect(destinationCoordinates(destination('sepa', { iban: 'DE89370400440532013000' }))).toEqual({
      kind: 'iban',
      iban: 'DE89 •••• 3000',
    });
    expect(
      destinationCoordinates(destination('wallet', { network: 'base', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' })),
    ).toEqual({ kind: 'wallet', network: 'base', address: '0x71C7…976F' });
    expect(destinationCoordinates(destination('pix', { accountNumber: '12-345' }))).toEqual({
      kind: 'account',
      last4: '2345',
      routingNumber: null,
    });
    expect(destinationCoordinates(destination('pix', {}))).toEqual({ kind: 'none' });
  });
});
