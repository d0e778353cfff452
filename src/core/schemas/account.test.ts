import { describe, expect, it } from 'vitest';
import { accountSchema } from './account.js';

const issuedBank = {
  id: 'acc_Vb81Lq',
  customerId: 'cus_8Jd2kqLm4X',
  origin: 'issued',
  type: 'bank',
  status: 'ready',
  statusReason: null,
  capabilityId: 'sepa_named',
  method: 'sepa',
  country: 'DE',
  currency: 'EUR',
  details: { accountHolderName: 'Amélie Durand', bankName: 'Example Bank AG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  routing: { version: 2, updatedAt: '2026-04-03T00:00:00.000Z' },
  balances: [{ currency: 'EUR', available: '1250.40', pending: '0' }],
  fees: { developerFeePercent: '0.5', developerFeeFixed: { amount: '0.25', currency: 'EUR' } },
  settlement: { accountId: 'acc_W4llet1' },
  openTaskIds: [],
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-03T00:00:00.000Z',
  archivedAt: null,
};

const provisioning = {
  ...issuedBank,
  id: 'acc_Prov1',
  status: 'provisioning',
  details: null,
  routing: null,
  balances: [],
};

const externalWallet = {
  id: 'acc_W4llet1',
  origin: 'external',
  type: 'wallet',
  status: 'in_review',
  statusReason: { code: 'screening', message: null, actor: 'provider', retryable: true },
  network: 'base',
  currency: 'USDC',
  details: { network: 'base', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' },
  balances: [{ currency: 'USDC', available: '10.123456' }],
  openTaskIds: ['tsk_Scr33n'],
};

describe('given realistic accounts', () => {
  it.each([
    ['an issued bank account', issuedBank],
    ['an issued account still provisioning, details null', provisioning],
    ['an external wallet under review', externalWallet],
    [
      'an external bank account with methods',
      {
        id: 'acc_Ext1',
        origin: 'external',
        type: 'bank',
        status: 'ready',
        methods: ['ach', 'wire'],
        country: 'US',
        balances: [],
        openTaskIds: [],
      },
    ],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(accountSchema.parse(payload)).toEqual(payload);
  });
});

describe('given malformed accounts', () => {
  it.each([
    ['an account id of a recipient account', { ...issuedBank, id: 'racc_1' }, ['id'], /acc_…/],
    [
      'a balance as a number',
      { ...issuedBank, balances: [{ currency: 'EUR', available: 1250.4 }] },
      ['balances', 0, 'available'],
      /not a number/,
    ],
    [
      'a balance beyond the scale',
      { ...issuedBank, balances: [{ currency: 'EUR', available: '1.001' }] },
      ['balances', 0, 'available'],
      /at most 2 digits .* EUR/,
    ],
    [
      'a pending amount beyond the stablecoin scale',
      { ...externalWallet, balances: [{ currency: 'USDC', available: '1', pending: '0.0000001' }] },
      ['balances', 0, 'pending'],
      /at most 6 digits .* USDC/,
    ],
    ['a settlement into a destination', { ...issuedBank, settlement: { accountId: 'dst_1' } }, ['settlement', 'accountId'], /acc_…/],
    [
      'a routing without version',
      { ...issuedBank, routing: { updatedAt: '2026-04-03T00:00:00.000Z' } },
      ['routing', 'version'],
      /routing version as an integer/,
    ],
    ['an updatedAt in epoch milliseconds', { ...issuedBank, updatedAt: 1775174400000 }, ['updatedAt'], /RFC 3339/],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = accountSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
