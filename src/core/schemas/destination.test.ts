import { describe, expect, it } from 'vitest';
import { destinationSchema } from './destination.js';

const base = { recipientId: 'rcp_Fr4nk', createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', archivedAt: null };

const destinations = {
  ach: {
    ...base,
    id: 'dst_Ach1',
    type: 'ach',
    currency: 'USD',
    status: 'ready',
    details: {
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'checking',
      bankName: 'Chase',
      accountHolderName: 'Frank Ocean',
      country: 'US',
    },
  },
  wire: {
    ...base,
    id: 'dst_Wire1',
    type: 'wire',
    currency: 'USD',
    status: 'in_review',
    details: {
      bic: 'CHASUS33',
      accountNumber: '000123456789',
      bankName: 'JPMorgan Chase',
      bankAddress: { city: 'New York', country: 'US' },
      accountHolderName: 'Frank Ocean',
      country: 'US',
    },
  },
  sepa: {
    ...base,
    id: 'dst_Sepa1',
    type: 'sepa',
    currency: 'EUR',
    status: 'ready',
    details: { iban: 'FR1420041010050500013M02606', bic: null },
  },
  wallet: {
    ...base,
    id: 'dst_Wal1',
    type: 'wallet',
    currency: 'USDC',
    status: 'action_required',
    ownership: { type: 'self_custodied' },
    details: { network: 'arbitrum', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' },
  },
};

describe('given realistic destinations', () => {
  it.each(Object.entries(destinations))('should parse a %s destination unchanged', (_type, payload) => {
    expect(destinationSchema.parse(payload)).toEqual(payload);
  });

  it('should keep a payout method and network paykit does not know yet', () => {
    const pix = {
      ...base,
      id: 'dst_Pix1',
      type: 'pix',
      currency: 'BRL',
      status: 'ready',
      details: { pixKey: 'frank@example.com', network: 'tron' },
    };
    expect(destinationSchema.parse(pix)).toEqual(pix);
  });
});

describe('given malformed destinations', () => {
  it.each([
    ['a destination id of a recipient', { ...destinations.ach, id: 'rcp_1' }, ['id'], /dst_…/],
    ['a currency that is not a code', { ...destinations.sepa, currency: 'Euro' }, ['currency'], /ISO 4217/],
    [
      'a bank country of three letters',
      { ...destinations.ach, details: { ...destinations.ach.details, country: 'USA' } },
      ['details', 'country'],
      /alpha-2/,
    ],
    ['an archivedAt without offset', { ...destinations.ach, archivedAt: '2026-03-02' }, ['archivedAt'], /RFC 3339/],
    ['a missing status', { ...destinations.ach, status: undefined }, ['status'], /^Expected a string$/],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = destinationSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
