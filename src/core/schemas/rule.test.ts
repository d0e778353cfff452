import { describe, expect, it } from 'vitest';
import { ruleSchema } from './rule.js';

const rule = {
  id: 'rul_Sw33p',
  customerId: 'cus_8Jd2kqLm4X',
  sourceAccountId: 'acc_W4llet1',
  target: { type: 'destination', id: 'dst_Wal1' },
  currency: 'USDC',
  status: 'active',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
};

describe('given sweep rules', () => {
  it.each([
    ['a sweep to a wallet destination', rule],
    ['a sweep of every currency to another account', { ...rule, target: { type: 'account', id: 'acc_Tr34s' }, currency: null }],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(ruleSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['a source that is not an account', { ...rule, sourceAccountId: 'dst_1' }, ['sourceAccountId'], /acc_…/],
    ['a target that is a recipient', { ...rule, target: { type: 'recipient', id: 'rcp_1' } }, ['target', 'id'], /acc_… or dst_…/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = ruleSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
