import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  capabilitySchema,
  customerSchema,
  destinationSchema,
  recipientSchema,
  relatedPartySchema,
  submissionSchema,
  taskSchema,
  transferInstructionsSchema,
  transferSchema,
} from '../../core/schemas/index.js';
import { createManualClock } from '../platform/clock.js';
import { createFakePlatform, type FakePlatform } from '../platform/createFakePlatform.js';
import { runScenario, scenarioDescriptions, scenarioNames, ScenarioError } from './index.js';

const KEY = 'sk_sandbox_demo';

function newPlatform(seed = 11): FakePlatform {
  return createFakePlatform({ seed, clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
}

/** Reads the public API the way a test or story would. */
async function read(platform: FakePlatform, path: string, apiKey = KEY): Promise<{ data: unknown }> {
  const response = await platform.handle(new Request(`${platform.core.settings.publicUrl}${path}`, { headers: { 'X-API-Key': apiKey } }));
  expect(response.status, path).toBe(200);
  return (await response.json()) as { data: unknown };
}

async function capabilitiesOf(platform: FakePlatform, customerId: string) {
  const page = await read(platform, `/v3/customers/${customerId}/capabilities?limit=100`);
  return (page.data as unknown[]).map((item) => capabilitySchema.parse(item));
}

describe('given the scenario catalog', () => {
  it('should describe every scenario in one line', () => {
    expect(Object.keys(scenarioDescriptions).sort()).toEqual([...scenarioNames].sort());
    for (const name of scenarioNames) expect(scenarioDescriptions[name]).toMatch(/^[^\n]{20,200}$/);
  });

  it('should refuse an unknown scenario and a key that is not a sandbox key', async () => {
    const platform = newPlatform();
    await expect(runScenario(platform, 'nope' as never)).rejects.toThrow(/Unknown scenario "nope"/);
    await expect(runScenario(platform, 'newIndividual', { apiKey: 'sk_production_demo' })).rejects.toThrow(TypeError);
  });
});

describe('given newIndividual', () => {
  it('should make an individual with only stablecoin_transfers, ready', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'newIndividual');
    expect(result).toMatchObject({ scenario: 'newIndividual', apiKey: KEY });
    const customer = customerSchema.parse((await read(platform, `/v3/customers/${result.customerId}`)).data);
    expect(customer.type).toBe('individual');
    expect(customer.individual).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const capabilities = await capabilitiesOf(platform, result.customerId);
    expect(capabilities.map((capability) => [capability.id, capability.status])).toEqual([['stablecoin_transfers', 'ready']]);
  });

  it('should make fresh resources each run, and the same ids for the same seed', async () => {
    const platform = newPlatform();
    const first = await runScenario(platform, 'newIndividual');
    const second = await runScenario(platform, 'newIndividual');
    expect(second.customerId).not.toBe(first.customerId);
    const again = await runScenario(newPlatform(), 'newIndividual');
    expect(again.customerId).toBe(first.customerId);
  });

  it('should fill the partition of the key it is given', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'newIndividual', { apiKey: 'sk_sandbox_storybook' });
    expect(result.apiKey).toBe('sk_sandbox_storybook');
    await read(platform, `/v3/customers/${result.customerId}`, 'sk_sandbox_storybook');
    const elsewhere = await platform.handle(
      new Request(`http://fake/v3/customers/${result.customerId}`, { headers: { 'X-API-Key': KEY } }),
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe('given individualWithOpenTasks', () => {
  it('should leave ach_pooled restricted with its tasks action_required', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'individualWithOpenTasks');
    const capability = (await capabilitiesOf(platform, result.customerId)).find((item) => item.id === result.capabilityId);
    expect(capability).toMatchObject({ id: 'ach_pooled', status: 'restricted', statusReason: { resolution: 'complete_tasks' } });
    expect(capability?.openTaskIds).toEqual(result.taskIds);
    expect(result.taskIds.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      result.taskIds.map(
        async (taskId) => taskSchema.parse((await read(platform, `/v3/customers/${result.customerId}/tasks/${taskId}`)).data).status,
      ),
    );
    expect(new Set(statuses)).toEqual(new Set(['action_required']));
  });
});

describe('given businessWithRelatedParties', () => {
  it('should make a business with three related persons', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'businessWithRelatedParties');
    const customer = customerSchema.parse((await read(platform, `/v3/customers/${result.customerId}`)).data);
    expect(customer.type).toBe('business');
    expect(result.relatedPartyIds).toHaveLength(3);
    const parties = await Promise.all(
      result.relatedPartyIds.map(async (id) =>
        relatedPartySchema.parse((await read(platform, `/v3/customers/${result.customerId}/related-parties/${id}`)).data),
      ),
    );
    expect(parties.map((party) => party.roles)).toEqual([
      ['director', 'control_person'],
      ['officer', 'authorized_signer'],
      ['primary_contact'],
    ]);
    for (const party of parties) expect(party.customerId).toBe(result.customerId);
  });
});

describe('given capabilityChangesRequested', () => {
  it('should leave the task open in remediation round 1 with the submission changes_requested', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'capabilityChangesRequested');
    const task = taskSchema.parse((await read(platform, `/v3/customers/${result.customerId}/tasks/${result.taskId}`)).data);
    expect(task.remediationRound).toBe(1);
    expect(task.status).toBe('action_required');
    const submission = submissionSchema.parse(
      (await read(platform, `/v3/customers/${result.customerId}/tasks/${result.taskId}/submissions/${result.submissionId}`)).data,
    );
    expect(submission.outcome).toBe('changes_requested');
    expect(submission.reviewFeedback).toMatchObject({ code: 'information_mismatch' });
    const capability = (await capabilitiesOf(platform, result.customerId)).find((item) => item.id === result.capabilityId);
    expect(capability?.openTaskIds).toContain(result.taskId);
    expect(capability?.status).not.toBe('ready');
  });
});

describe('given readyForPayments', () => {
  it('should have ach_pooled ready, a funded wallet, a ready bank account and a ready ACH destination', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'readyForPayments');
    const capability = (await capabilitiesOf(platform, result.customerId)).find((item) => item.id === 'ach_pooled');
    expect(capability?.status).toBe('ready');

    const accounts = ((await read(platform, `/v3/customers/${result.customerId}/accounts?limit=100`)).data as unknown[]).map((item) =>
      accountSchema.parse(item),
    );
    const wallet = accounts.find((account) => account.id === result.walletAccountId);
    const bank = accounts.find((account) => account.id === result.bankAccountId);
    expect(wallet).toMatchObject({ origin: 'issued', type: 'wallet', status: 'ready' });
    expect(bank).toMatchObject({ origin: 'issued', type: 'bank', status: 'ready' });
    expect(bank?.details).not.toBeNull();
    expect(wallet?.balances.map((balance) => [balance.currency, Number(balance.available)])).toEqual([['USDC', 1000]]);

    const recipients = ((await read(platform, `/v3/customers/${result.customerId}/recipients`)).data as unknown[]).map((item) =>
      recipientSchema.parse(item),
    );
    expect(recipients.map((recipient) => recipient.id)).toEqual([result.recipientId]);
    const destinations = (await read(platform, `/v3/customers/${result.customerId}/recipients/${result.recipientId}/destinations`))
      .data as unknown[];
    expect(destinations.map((item) => destinationSchema.parse(item))).toEqual([
      expect.objectContaining({ id: result.destinationId, type: 'ach', status: 'ready' }),
    ]);
  });
});

describe('given payinAwaitingFunds', () => {
  it('should leave a USD to USDC pay-in awaiting funds, with bank instructions and a reference', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'payinAwaitingFunds');
    const transfer = transferSchema.parse((await read(platform, `/v3/transfers/${result.transferId}`)).data);
    expect(transfer).toMatchObject({ state: 'awaiting_funds', direction: 'fiat_to_stablecoin' });
    const instructions = transferInstructionsSchema.parse((await read(platform, `/v3/transfers/${result.transferId}/instructions`)).data);
    expect(instructions.transferId).toBe(result.transferId);
    expect(instructions.type).toBe('bank_transfer');
    expect(instructions.bankTransfer?.reference).toEqual(expect.any(String));
  });
});

describe('given v1OnboardedIndividual', () => {
  it('should show the v1-onboarded customer the same on v3: the approved rail ready, the requested one pending', async () => {
    const platform = newPlatform();
    const result = await runScenario(platform, 'v1OnboardedIndividual');
    const customer = customerSchema.parse((await read(platform, `/v3/customers/${result.customerId}`)).data);
    expect(customer).toMatchObject({
      id: result.customerId,
      type: 'individual',
      individual: expect.objectContaining({ firstName: 'Ada' }),
    });
    const statuses = Object.fromEntries(
      (await capabilitiesOf(platform, result.customerId)).map((capability) => [capability.id, capability.status]),
    );
    expect(statuses[result.readyRail]).toBe('ready');
    expect(['pending', 'restricted']).toContain(statuses[result.requestedRail]);
  });
});

describe('given a scenario step the platform refuses', () => {
  it('should throw a ScenarioError naming the step and the problem', async () => {
    const broken = newPlatform();
    const original = broken.handle;
    broken.handle = async (request) =>
      new URL(request.url).pathname === '/v3/customers'
        ? new Response(JSON.stringify({ code: 'internal_error', detail: 'down' }), { status: 500 })
        : original(request);
    await expect(runScenario(broken, 'newIndividual')).rejects.toSatisfy(
      (caught: unknown) =>
        caught instanceof ScenarioError &&
        caught.status === 500 &&
        /POST \/v3\/customers failed with 500 internal_error: down/.test(caught.message),
    );
  });
});
