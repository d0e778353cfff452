import { renderHook, waitFor } from '@testing-library/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PaykitClient, PaykitError } from '../core/client/index.js';
import type { FakePlatform, ScenarioName } from '../testing/index.js';
import { createFakeKitHookHarness, sentTo } from './forms/test-support/fakeKitHookHarness.js';
import { useCreateAccount } from './money/useCreateAccount.js';
import { useCreateDestination } from './money/useCreateDestination.js';
import { useCreateRecipient } from './money/useCreateRecipient.js';
import { attemptMutation } from './test-support/mutationAttempts.js';
import { spoilFirstAnswer, type Spoiled } from './test-support/unreadableAnswer.js';
import { useCreateRelatedParty } from './useCreateRelatedParty.js';

/** One create hook of the kit, with what it sends and how to count what the platform holds. */
interface CreateCase {
  scenario: ScenarioName;
  path: RegExp;
  useCreate: () => UseMutationResult<unknown, PaykitError, never>;
  variables: (scenario: Record<string, unknown>) => unknown;
  count: (client: PaykitClient, scenario: Record<string, unknown>) => Promise<number>;
}

const cases: Record<string, CreateCase> = {
  recipient: {
    scenario: 'newIndividual',
    path: /^\/recipients$/,
    useCreate: useCreateRecipient as CreateCase['useCreate'],
    variables: () => ({ type: 'business', relationship: 'vendor', companyName: 'Acme Supplies' }),
    count: async (client) => (await client.listRecipients()).data.length,
  },
  destination: {
    scenario: 'readyForPayments',
    path: /^\/recipients\/[^/]+\/destinations$/,
    useCreate: useCreateDestination as CreateCase['useCreate'],
    variables: ({ recipientId }) => ({
      recipientId,
      body: { type: 'sepa', currency: 'EUR', details: { iban: 'DE89370400440532013000', accountHolderName: 'Grace Hopper' } },
    }),
    count: async (client, { recipientId }) => (await client.listDestinations(recipientId as string)).data.length,
  },
  account: {
    scenario: 'readyForPayments',
    path: /^\/accounts$/,
    useCreate: useCreateAccount as CreateCase['useCreate'],
    variables: () => ({
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'polygon', address: `0x${'b'.repeat(40)}` },
    }),
    count: async (client) => (await client.listAccounts({ limit: 100 })).data.length,
  },
  'related party': {
    scenario: 'businessWithRelatedParties',
    path: /^\/related-parties$/,
    useCreate: useCreateRelatedParty as CreateCase['useCreate'],
    variables: () => ({ partyType: 'person', roles: ['director'], person: { firstName: 'Ada', lastName: 'Lovelace' } }),
    count: async (client) => (await client.listRelatedParties({ limit: 100 })).data.length,
  },
};

/** Every create cut mid-JSON, and one answered with JSON its schema refuses. */
const runs: [string, Spoiled][] = [
  ...Object.keys(cases).map((name): [string, Spoiled] => [name, 'truncated']),
  ['recipient', 'refused by the schema'],
];

describe('given a create whose success answer cannot be read', () => {
  it.each(runs)('should send the second press of the %s create (answer %s) under the same key, so it exists once', async (name, how) => {
    const { scenario, path, useCreate, variables, count } = cases[name] as CreateCase;
    const harness = await createFakeKitHookHarness(scenario);
    const given = harness.scenario as Record<string, unknown>;
    const before = await count(harness.client, given);
    harness.intercept(spoilFirstAnswer('POST', path, how));
    const { result } = renderHook(useCreate, { wrapper: harness.wrapper });
    const sent = variables(given) as never;

    await attemptMutation(result.current.mutateAsync, sent);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'unexpected', outcome: 'unknown' });

    await attemptMutation(result.current.mutateAsync, sent);
    await waitFor(() => expect(result.current.status).toBe('success'));

    const [first, second] = sentTo(harness, 'POST', path).map((request) => request.idempotencyKey);
    expect(second).toBe(first);
    expect(await count(harness.client, given)).toBe(before + 1);
  });
});

/**
 * Lets the platform act on the first upstream `method` to a path matching `path`, then hands the
 * proxy its success with the body taken away (status and JSON type kept): the resource exists.
 */
function emptyFirstUpstreamSuccess(platform: FakePlatform, method: string, path: RegExp): void {
  const handle = platform.handle;
  let isEmptied = false;
  platform.handle = async (request) => {
    const response = await handle(request);
    if (isEmptied || request.method !== method || !path.test(new URL(request.url).pathname) || !response.ok) return response;
    isEmptied = true;
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('given a create whose upstream success comes with no body', () => {
  it("should get the proxy's 502, keep the intent open and send the second press under the same key, so it exists once", async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const before = (await harness.client.listRecipients()).data.length;
    emptyFirstUpstreamSuccess(harness.platform, 'POST', /\/recipients$/);
    const { result } = renderHook(useCreateRecipient, { wrapper: harness.wrapper });
    const sent = { type: 'business', relationship: 'vendor', companyName: 'Acme Supplies' } as const;

    await attemptMutation(result.current.mutateAsync, sent);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'problem', status: 502, code: 'upstream_invalid_response', outcome: 'unknown' });

    await attemptMutation(result.current.mutateAsync, sent);
    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first, second] = sentTo(harness, 'POST', /^\/recipients$/).map((request) => request.idempotencyKey);
    expect(second).toBe(first);
    expect((await harness.client.listRecipients()).data.length).toBe(before + 1);
  });
});
