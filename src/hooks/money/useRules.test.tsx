import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useCreateRule } from './useCreateRule.js';
import { useDeleteRule } from './useDeleteRule.js';
import { useRules } from './useRules.js';
import { useSweepTargets } from './useSweepTargets.js';
import { useUpdateRule } from './useUpdateRule.js';

/** The scenario's funded issued wallet and a second issued USDC wallet, ready. */
async function twoWallets() {
  const harness = await createMoneyHookHarness('readyForPayments');
  const second = await harness.client.createAccount(
    { origin: 'issued', type: 'wallet', currency: 'USDC' },
    { idempotencyKey: 'second-wallet' },
  );
  harness.clock.advance(harness.platform.core.settings.provisioningMs);
  return { harness, source: harness.scenario.walletAccountId, target: second.id };
}

const sweepsOf = async (harness: Awaited<ReturnType<typeof twoWallets>>['harness']) =>
  (await harness.client.listTransfers({ limit: 100 })).data.filter((transfer) => transfer.direction === 'stablecoin_move');

describe('given sweep rules on an issued wallet', () => {
  it('should create a rule to a legal target, sweep a top-up as a transfer, pause it, then delete it', async () => {
    const { harness, source, target } = await twoWallets();
    const { result } = renderHook(
      () => ({
        rules: useRules(source),
        targets: useSweepTargets(source),
        create: useCreateRule(),
        update: useUpdateRule(),
        remove: useDeleteRule(),
      }),
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(result.current.rules.data).toEqual([]));
    await waitFor(() => expect(result.current.targets.options.map((option) => option.target)).toEqual([{ type: 'account', id: target }]));

    const rule = await act(() => result.current.create.mutateAsync({ sourceAccountId: source, target: { type: 'account', id: target } }));
    await waitFor(() => expect(result.current.rules.data).toEqual([expect.objectContaining({ id: rule.id, status: 'active' })]));
    await harness.client.topUpSandboxAccount(source, { amount: '10', currency: 'USDC' }, { idempotencyKey: 'top-up-1' });
    expect(await sweepsOf(harness)).toEqual([
      expect.objectContaining({ destinationId: target, state: 'completed', in: { currency: 'USDC', amount: '10.00' } }),
    ]);

    await act(() => result.current.update.mutateAsync({ ruleId: rule.id, body: { status: 'disabled' } }));
    await waitFor(() => expect(result.current.rules.data?.[0]?.status).toBe('disabled'));
    await harness.client.topUpSandboxAccount(source, { amount: '5', currency: 'USDC' }, { idempotencyKey: 'top-up-2' });
    expect(await sweepsOf(harness)).toHaveLength(1);

    await act(() => result.current.remove.mutateAsync(rule.id));
    await waitFor(() => expect(result.current.rules.data).toEqual([]));
  });

  it('should keep only the rules of the account asked for', async () => {
    const { harness, source, target } = await twoWallets();
    await harness.client.createRule({ sourceAccountId: source, target: { type: 'account', id: target } }, { idempotencyKey: 'a' });
    await harness.client.createRule({ sourceAccountId: target, target: { type: 'account', id: source } }, { idempotencyKey: 'b' });
    const { result } = renderHook(() => ({ one: useRules(source), all: useRules() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.all.data).toHaveLength(2));
    expect(result.current.one.data?.map((rule) => rule.sourceAccountId)).toEqual([source]);
  });

  it('should send a rule retried after a lost answer under the same idempotency key, making one rule', async () => {
    const { harness, source, target } = await twoWallets();
    let dropped = false;
    harness.intercept(async (request, pass) => {
      const response = await pass();
      if (!dropped && request.method === 'POST' && request.path === '/rules') {
        dropped = true;
        throw new TypeError('network down');
      }
      return response;
    });
    const { result } = renderHook(() => ({ create: useCreateRule(), rules: useRules() }), { wrapper: harness.wrapper });
    const body = { sourceAccountId: source, target: { type: 'account' as const, id: target } };
    await act(() => result.current.create.mutateAsync(body).catch(() => undefined));
    await act(() => result.current.create.mutateAsync(body));

    const posts = sentTo(harness, 'POST', /^\/rules$/);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.idempotencyKey).toBeTruthy();
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
    await waitFor(() => expect(result.current.rules.data).toHaveLength(1));
  });
});
