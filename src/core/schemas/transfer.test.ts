import { describe, expect, it } from 'vitest';
import { transferSchema } from './transfer.js';

const cardPayin = {
  id: 'tr_4Xm9Pq',
  quoteId: 'quo_7Hq2LmN4pX',
  customerId: 'cus_8Jd2kqLm4X',
  capabilityId: 'card',
  state: 'awaiting_funds',
  stateDetail: null,
  direction: 'fiat_to_stablecoin',
  in: { currency: 'USD', amount: '50.00' },
  out: { currency: 'USDC', amount: null },
  destinationId: 'acc_W4llet1',
  externalId: 'order-5521',
  memo: 'Top-up',
  openTaskIds: [],
  checkoutMethod: 'apple_pay',
  checkout: { url: 'https://checkout.example.com/c/4Xm9Pq', expiresAt: '2026-04-02T09:00:00.000Z' },
  redirectUrl: 'https://merchant.example.com/return',
  supportingDocuments: ['doc_7Yt2'],
  createdAt: '2026-04-02T08:31:00.000Z',
  updatedAt: '2026-04-02T08:31:00.000Z',
};

const heldPayout = {
  ...cardPayin,
  id: 'tr_Hold1',
  capabilityId: 'sepa_pooled',
  state: 'action_required',
  stateDetail: { code: 'compliance_review', message: 'More information needed.', actor: 'customer', retryable: false },
  direction: 'stablecoin_to_fiat',
  in: { currency: 'USDC', amount: '1000.000000' },
  out: { currency: 'EUR', amount: '921.43' },
  destinationId: 'dst_Fr4nk',
  openTaskIds: ['tsk_Src1'],
  checkoutMethod: null,
  checkout: null,
  supportingDocuments: [],
};

describe('given realistic transfers', () => {
  it.each([
    ['a card pay-in awaiting funds with a hosted checkout', cardPayin],
    ['a payout held for a compliance task', heldPayout],
    [
      'a deposit into an issued account, without a quote',
      {
        id: 'tr_Dep1',
        state: 'processing',
        in: { currency: 'EUR', amount: '200.00' },
        out: { currency: 'USDC', amount: '216.12' },
        openTaskIds: [],
        supportingDocuments: [],
      },
    ],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(transferSchema.parse(payload)).toEqual(payload);
  });
});

describe('given malformed transfers', () => {
  it.each([
    ['a transfer id without prefix', { ...cardPayin, id: 'trf_1' }, ['id'], /tr_…/],
    ['a checkout URL that is not https', { ...cardPayin, checkout: { url: 'javascript:void(0)' } }, ['checkout', 'url'], /https URL/],
    ['an in amount with an exponent', { ...cardPayin, in: { currency: 'USD', amount: '5e1' } }, ['in', 'amount'], /no sign, exponent/],
    [
      'an out amount beyond the scale',
      { ...heldPayout, out: { currency: 'EUR', amount: '921.431' } },
      ['out', 'amount'],
      /at most 2 digits/,
    ],
    [
      'a supporting document that is not a document id',
      { ...cardPayin, supportingDocuments: ['tsk_1'] },
      ['supportingDocuments', 0],
      /doc_…/,
    ],
    ['a createdAt without offset', { ...cardPayin, createdAt: '2026-04-02T08:31:00.000' }, ['createdAt'], /RFC 3339/],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = transferSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
