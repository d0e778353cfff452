import { describe, expect, it, vi } from 'vitest';
import { createFakeKitBackend, createFakePlatform, createManualClock, runScenario, type ScenarioName } from '../../testing/index.js';
import { createPaykitClient, type PaykitClient } from '../client/index.js';
import { PaykitError } from '../client/PaykitError.js';
import { createOnboarding, type CreateOnboardingOptions } from './createOnboarding.js';
import type { PaykitStorage } from '../storage.js';
import { readOnboardingPosition } from './onboardingStorage.js';

/** Storage that keeps what is written, as session storage does across a reload. */
function memoryStorage(): PaykitStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A client of a scenario's customer over the fake platform, and the flow's start as a page would read it. */
async function setUp(scenario: ScenarioName) {
  const platform = createFakePlatform({ seed: 3, clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
  const result = await runScenario(platform, scenario);
  const backend = createFakeKitBackend({ platform, customerId: result.customerId, apiKey: result.apiKey });
  const platformClient = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
  // The client is frozen: the flow gets a copy whose request can be watched or replaced.
  const client: PaykitClient = { ...platformClient, requestCapability: vi.fn(platformClient.requestCapability) };
  const read = async () => ({
    capabilities: (await client.listCapabilities({ limit: 100 })).data,
    tasks: (await client.listTasks({ limit: 100 })).data,
  });
  const start = async (options: Partial<CreateOnboardingOptions> = {}) =>
    createOnboarding(client, { customerId: result.customerId, storage: null, ...(await read()), ...options });
  return { client, customerId: result.customerId, read, start };
}

/** Resolves once the observer's state satisfies `check`. */
const settled = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

const ach = { capabilityId: 'ach_pooled', institutionId: 'inst_lead_bank' };

describe('given a new customer who chooses, previews and requests', () => {
  it('should request each chosen capability once, even when Request is pressed twice, and move on to the tasks', async () => {
    const { client, start, read } = await setUp('newIndividual');
    const sent = vi.mocked(client.requestCapability);
    const refresh = vi.fn(async () => undefined);
    const onboarding = await start({ refresh });
    // A view mounted twice (StrictMode) subscribes, unsubscribes and subscribes again: nothing is sent.
    onboarding.subscribe(() => undefined)();
    onboarding.subscribe(() => undefined);
    expect(onboarding.getSnapshot().step).toBe('choose');
    expect(sent).not.toHaveBeenCalled();

    onboarding.send({ type: 'choose', choices: [ach] });
    expect(onboarding.getSnapshot()).toMatchObject({ step: 'preview', choices: [ach], moves: 1 });
    onboarding.send({ type: 'request' });
    onboarding.send({ type: 'request' });
    expect(onboarding.getSnapshot().requests).toEqual({ ach_pooled: { status: 'pending' } });
    await settled(() => onboarding.getSnapshot().step === 'tasks');

    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.slice(0, 2)).toEqual(['ach_pooled', { institutions: ['inst_lead_bank'] }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onboarding.getSnapshot()).toMatchObject({ followedIds: ['ach_pooled'], choices: [], requests: {}, moves: 3 });
    const { capabilities } = await read();
    expect(capabilities.find((capability) => capability.id === 'ach_pooled')?.applications.map((app) => app.institution?.id)).toEqual([
      'inst_lead_bank',
    ]);
  });

  it('should keep a refused request with its error, without a retry for a missing bank, and go on with the others', async () => {
    const { start } = await setUp('newIndividual');
    const onboarding = await start();
    onboarding.send({ type: 'choose', choices: [ach, { capabilityId: 'pix_pooled', institutionId: null }] });
    onboarding.send({ type: 'request' });
    await settled(() => Object.values(onboarding.getSnapshot().requests).every((request) => request.status !== 'pending'));

    const { step, requests } = onboarding.getSnapshot();
    expect(step).toBe('request');
    expect(requests.ach_pooled).toEqual({ status: 'success' });
    const pix = requests.pix_pooled;
    expect(pix?.status === 'error' && pix.error.code).toBe('capability_institutions_required');
    // A retry of the same request would fail the same way: the table refuses it.
    onboarding.send({ type: 'retryRequest', capabilityId: 'pix_pooled' });
    expect(onboarding.getSnapshot().requests.pix_pooled?.status).toBe('error');

    onboarding.send({ type: 'continue' });
    expect(onboarding.getSnapshot()).toMatchObject({ step: 'tasks', followedIds: ['ach_pooled'] });
  });
});

describe('given a request whose answer was lost', () => {
  it('should send the retry under the same idempotency key, so the capability is requested once', async () => {
    const { client, start } = await setUp('newIndividual');
    const keys: (string | undefined)[] = [];
    const request = vi.mocked(client.requestCapability).getMockImplementation() as PaykitClient['requestCapability'];
    let isFirst = true;
    vi.mocked(client.requestCapability).mockImplementation(async (id, body, options) => {
      keys.push(options?.idempotencyKey);
      const capability = await request(id, body, options);
      if (!isFirst) return capability;
      isFirst = false;
      throw new PaykitError({ kind: 'network' });
    });
    const onboarding = await start();
    onboarding.send({ type: 'choose', choices: [ach] });
    onboarding.send({ type: 'request' });
    await settled(() => onboarding.getSnapshot().requests.ach_pooled?.status === 'error');
    const lost = onboarding.getSnapshot().requests.ach_pooled;
    expect(lost?.status === 'error' && lost.error.kind).toBe('network');

    onboarding.send({ type: 'retryRequest', capabilityId: 'ach_pooled' });
    await settled(() => onboarding.getSnapshot().step === 'tasks');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('should hold what the client threw that is not a PaykitError as an unexpected PaykitError', async () => {
    const { client, start } = await setUp('newIndividual');
    vi.mocked(client.requestCapability).mockRejectedValue(new TypeError('boom'));
    const onboarding = await start();
    onboarding.send({ type: 'choose', choices: [ach] });
    onboarding.send({ type: 'request' });
    await settled(() => onboarding.getSnapshot().requests.ach_pooled?.status === 'error');
    const failed = onboarding.getSnapshot().requests.ach_pooled;
    expect(failed?.status === 'error' && failed.error).toBeInstanceOf(PaykitError);
    expect(failed?.status === 'error' && failed.error.kind).toBe('unexpected');
  });
});

describe('given a reload', () => {
  it('should reopen the task that was open, and forget it once the person goes back', async () => {
    const { start, read, customerId } = await setUp('individualWithOpenTasks');
    const storage = memoryStorage();
    const before = await start({ storage });
    expect(before.getSnapshot().step).toBe('tasks');
    const { tasks } = await read();
    const taskId = tasks[0]?.id as string;
    before.send({ type: 'openTask', taskId });
    expect(readOnboardingPosition(storage, customerId)?.openTaskId).toBe(taskId);

    const after = await start({ storage });
    expect(after.getSnapshot()).toMatchObject({ step: 'tasks', openTaskId: taskId, moves: 0 });
    // A server, and a browser hydrating its markup, render without what the page remembered.
    expect(after.getServerSnapshot()).toMatchObject({ step: 'tasks', openTaskId: null });
    after.send({ type: 'closeTask' });
    expect(readOnboardingPosition(storage, customerId)?.openTaskId).toBeNull();
    expect((await start({ storage })).getSnapshot().openTaskId).toBeNull();
  });

  it('should come back to the preview with what was chosen, and to the data’s step after a reload during the requests', async () => {
    const { start } = await setUp('newIndividual');
    const storage = memoryStorage();
    const before = await start({ storage });
    before.send({ type: 'choose', choices: [ach] });
    expect((await start({ storage })).getSnapshot()).toMatchObject({ step: 'preview', choices: [ach] });

    before.send({ type: 'request' });
    const during = await start({ storage });
    expect(during.getSnapshot().step).not.toBe('request');
    expect(during.getSnapshot().requests).toEqual({});
    await settled(() => before.getSnapshot().step === 'tasks');
    expect((await start({ storage })).getSnapshot().step).toBe('tasks');
  });

  it('should start where the data puts the customer when the remembered task is gone or the storage refuses', async () => {
    const { start, customerId } = await setUp('newIndividual');
    const storage = memoryStorage();
    storage.setItem(`paykit:onboarding:${customerId}`, JSON.stringify({ step: 'tasks', choices: [], openTaskId: 'tsk_gone' }));
    expect((await start({ storage })).getSnapshot()).toMatchObject({ step: 'tasks', openTaskId: null });
    storage.setItem(`paykit:onboarding:${customerId}`, '{not json');
    expect((await start({ storage })).getSnapshot().step).toBe('choose');

    const refusing: PaykitStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const onboarding = await start({ storage: refusing });
    onboarding.send({ type: 'choose', choices: [ach] });
    expect(onboarding.getSnapshot().step).toBe('preview');
  });
});

describe('given a start step (a deep link)', () => {
  it('should start there when the customer can be at it, without a move and without calling onStepChange', async () => {
    const { start } = await setUp('individualWithOpenTasks');
    const onStepChange = vi.fn();
    const onboarding = await start({ startStep: 'status', onStepChange });
    expect(onboarding.getSnapshot()).toMatchObject({ step: 'status', moves: 0 });
    // A server, and a browser hydrating its markup, start there too.
    expect(onboarding.getServerSnapshot().step).toBe('status');
    expect((await start({ startStep: 'choose' })).getSnapshot().step).toBe('choose');
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('should resume as usual at a step the customer cannot be at', async () => {
    const { start } = await setUp('newIndividual');
    expect((await start({ startStep: 'status' })).getSnapshot().step).toBe('choose');
    expect((await start({ startStep: 'tasks' })).getSnapshot().step).toBe('choose');
    expect((await start({ startStep: 'preview' })).getSnapshot().step).toBe('choose');
    expect((await start({ startStep: 'request', initialCapabilities: ['ach_pooled'] })).getSnapshot().step).toBe('choose');
    expect((await start({ startStep: 'preview', initialCapabilities: ['ach_pooled'] })).getSnapshot()).toMatchObject({
      step: 'preview',
      choices: [{ capabilityId: 'ach_pooled', institutionId: null }],
    });
  });

  it('should win over the step remembered before a reload, keeping the open task when it is the tasks', async () => {
    const { start, read } = await setUp('individualWithOpenTasks');
    const storage = memoryStorage();
    const before = await start({ storage });
    const taskId = (await read()).tasks[0]?.id as string;
    before.send({ type: 'openTask', taskId });

    expect((await start({ storage, startStep: 'status' })).getSnapshot()).toMatchObject({ step: 'status', openTaskId: null });
    expect((await start({ storage, startStep: 'tasks' })).getSnapshot()).toMatchObject({ step: 'tasks', openTaskId: taskId });
  });
});

describe('given followed capabilities that become ready', () => {
  it('should call onReady once, with those capabilities', async () => {
    const { start, read } = await setUp('individualWithOpenTasks');
    const onReady = vi.fn();
    const onboarding = await start({ onReady });
    const { capabilities } = await read();
    onboarding.setCapabilities(capabilities);
    expect(onReady).not.toHaveBeenCalled();

    const ready = capabilities.map((capability) =>
      capability.id === 'ach_pooled' ? { ...capability, status: 'ready' as const } : capability,
    );
    onboarding.setCapabilities(ready);
    onboarding.setCapabilities([...ready]);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onReady.mock.calls[0]?.[0].map((capability: { id: string }) => capability.id)).toEqual(['ach_pooled']);
  });
});

describe('given a client of no customer', () => {
  it('should go on without remembering anything', async () => {
    const { client, read } = await setUp('newIndividual');
    const storage = memoryStorage();
    const onboarding = createOnboarding(client, { customerId: null, storage, ...(await read()) });
    onboarding.send({ type: 'choose', choices: [ach] });
    expect(onboarding.getSnapshot().step).toBe('preview');
    expect(storage.values.size).toBe(0);
  });
});
