/**
 * Set-up steps shared by the money conformance files (accounts, recipients, destinations): a
 * customer, a ready bank capability, issued accounts brought to `ready`, recipients.
 */
import { expect } from 'vitest';
import type { useFakePlatformServer } from './harness.js';

/** The environment `useFakePlatformServer()` returns. */
export type ConformanceEnv = ReturnType<typeof useFakePlatformServer>;

/** A recipient address complete enough for fiat payouts. */
export const payoutAddress = { streetLine1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

/** Valid coordinates for destination and external account bodies. */
export const samples = {
  /** JPMorgan Chase's ABA routing number (valid checksum). */
  routingNumber: '021000021',
  /** A German IBAN with valid check digits. */
  iban: 'DE89370400440532013000',
  /** A UAE IBAN with valid check digits: a real IBAN outside SEPA. */
  nonSepaIban: 'AE070331234567890123456',
  evmAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
};

/** The JSON pointers of a problem's `errors[]`, sorted. */
export function pointersOf(body: { errors?: { pointer: string }[] }): string[] {
  return (body.errors ?? []).map((issue) => issue.pointer).sort();
}

/** Creates an individual customer through the API and returns its id. */
export async function createCustomer(env: ConformanceEnv, api = env.api): Promise<string> {
  const response = await api.post('/v3/customers', { type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

/** Makes `capabilityId` ready for the customer: requested, then forced `ready` with the sandbox endpoint. */
export async function makeCapabilityReady(env: ConformanceEnv, customerId: string, capabilityId: string): Promise<void> {
  const requested = await env.api.post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, {});
  expect(requested.status).toBeLessThan(300);
  const forced = await env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status: 'ready' });
  expect(forced.status).toBe(200);
  expect(forced.body.data.status).toBe('ready');
}

/** Creates an issued USDC wallet account (provisioning) and returns it. */
export async function createIssuedWallet(env: ConformanceEnv, customerId: string): Promise<Record<string, any>> {
  const response = await env.api.post(`/v3/customers/${customerId}/accounts`, { origin: 'issued', type: 'wallet', currency: 'USDC' });
  expect(response.status).toBe(201);
  return response.body.data;
}

/** Lets every account provisioning now finish. */
export function finishProvisioning(env: ConformanceEnv): void {
  env.clock.advance(env.platform.core.settings.provisioningMs);
}

/** The customer's account `accountId` as the list shows it. */
export async function readAccount(env: ConformanceEnv, customerId: string, accountId: string): Promise<Record<string, any>> {
  const response = await env.api.get(`/v3/customers/${customerId}/accounts?limit=100`);
  expect(response.status).toBe(200);
  const account = (response.body.data as Record<string, any>[]).find((entry) => entry.id === accountId);
  if (!account) throw new Error(`Account ${accountId} is not listed`);
  return account;
}

/**
 * A customer with a ready `ach_pooled` capability, a ready issued wallet and a ready issued ACH
 * bank account settling into it.
 */
export async function customerWithReadyAccounts(
  env: ConformanceEnv,
): Promise<{ customerId: string; wallet: Record<string, any>; bank: Record<string, any> }> {
  const customerId = await createCustomer(env);
  await makeCapabilityReady(env, customerId, 'ach_pooled');
  const walletId = (await createIssuedWallet(env, customerId)).id as string;
  const created = await env.api.post(`/v3/customers/${customerId}/accounts`, {
    origin: 'issued',
    type: 'bank',
    method: 'ach',
    settlement: { accountId: walletId },
  });
  expect(created.status).toBe(201);
  finishProvisioning(env);
  return {
    customerId,
    wallet: await readAccount(env, customerId, walletId),
    bank: await readAccount(env, customerId, created.body.data.id),
  };
}

/** Creates an individual recipient with a payout address and returns it. */
export async function createRecipient(
  env: ConformanceEnv,
  customerId: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const response = await env.api.post(`/v3/customers/${customerId}/recipients`, {
    type: 'individual',
    relationship: 'contractor',
    firstName: 'Grace',
    lastName: 'Hopper',
    address: payoutAddress,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.data;
}
