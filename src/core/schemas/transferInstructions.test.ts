import { describe, expect, it } from 'vitest';
import { transferInstructionsSchema } from './transferInstructions.js';

const bank = {
  transferId: 'tr_4Xm9Pq',
  type: 'bank_transfer',
  amount: { currency: 'EUR', amount: '200.00' },
  expiresAt: '2026-04-09T08:31:00.000Z',
  bankTransfer: {
    method: 'sepa',
    reference: 'PK-4XM9PQ',
    accountHolderName: 'Payments Platform Ltd',
    bankName: 'Example Bank AG',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    country: 'DE',
  },
};

const deposit = {
  transferId: 'tr_Dep2',
  type: 'deposit_address',
  amount: { currency: 'USDC', amount: '25.5' },
  depositAddress: { network: 'polygon', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', currency: 'USDC' },
};

describe('given funding instructions', () => {
  it.each([
    ['bank coordinates with a reference code', bank],
    ['a deposit address', deposit],
    ['a kind paykit does not know yet', { type: 'cash_voucher', voucher: { code: '1234 5678' } }],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(transferInstructionsSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['bank instructions without coordinates', { ...bank, bankTransfer: undefined }, ['bankTransfer'], /bankTransfer coordinates/],
    [
      'bank coordinates without a reference',
      { ...bank, bankTransfer: { ...bank.bankTransfer, reference: undefined } },
      ['bankTransfer', 'reference'],
      /reference code/,
    ],
    ['a deposit without an address', { ...deposit, depositAddress: undefined }, ['depositAddress'], /depositAddress/],
    ['an amount beyond the scale', { ...bank, amount: { currency: 'EUR', amount: '1.001' } }, ['amount', 'amount'], /at most 2 digits/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = transferInstructionsSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
