/**
 * Setup for the quote and transfer conformance tests, through the public API only: customers,
 * ready capabilities, issued wallets with balances, recipients with destinations, and the
 * customer's own external accounts.
 */
import { expect } from 'vitest';
import type { ApiClient, useFakePlatformServer } from './harness.js';

/** The environment `useFakePlatformServer()` returns. */
export type ConformanceEnv = ReturnType<typeof useFakePlatformServer>;

/** A valid ABA routing number, account number and IBAN for destinations and external accounts. */
export const BANK = { routingNumber: '021000021', accountNumber: '123456789', iban: 'DE89370400440532013000' } as const;

let addressCounter = 0;

/** A fresh, well-formed EVM wallet address. */
export function walletAddress(): string {
  addressCounter += 1;
  return `0x${addressCounter.toString(16).padStart(40, 'a')}`;
}

function created<T = any>(response: { status: number; body: any }, what: string): T {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body?.data as T;
}

/** Setup steps bound to one environment and API key. */
export function transferSetup(env: ConformanceEnv, api: ApiClient = env.api) {
  const recipientOfDestination = new Map<string, string>();
  const setup = {
    /** A new individual customer; `stablecoin_transfers` is ready at creation. */
    async customer(): Promise<string> {
      return created(
        await api.post('/v3/customers', { type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } }),
        'create customer',
      ).id;
    },

    /** Requests `capabilityId` for the customer and forces it ready through the sandbox. */
    async readyCapability(customerId: string, capabilityId: string): Promise<void> {
      const requested = await api.post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, {});
      created(requested, `request ${capabilityId}`);
      created(
        await api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status: 'ready' }),
        `force ${capabilityId} ready`,
      );
    },

    /** An issued wallet in `currency`, provisioned to ready (the clock moves past provisioning). */
    async issuedWallet(customerId: string, currency = 'USDC'): Promise<string> {
      const account = created(
        await api.post(`/v3/customers/${customerId}/accounts`, { origin: 'issued', type: 'wallet', currency, network: 'polygon' }),
        'create issued wallet',
      );
      env.clock.advance(env.platform.core.settings.provisioningMs);
      const read = await api.get(`/v3/customers/${customerId}/accounts`);
      expect(read.body.data.find((item: any) => item.id === account.id)?.status).toBe('ready');
      return account.id;
    },

    /** Credits a ready issued account through the sandbox. */
    async topUp(accountId: string, amount: string, currency = 'USDC'): Promise<void> {
      created(await api.post(`/v3/sandbox/accounts/${accountId}/topup`, { amount, currency }), 'top up');
    },

    /** The available balance of an account in `currency`. */
    async balanceOf(customerId: string, accountId: string, currency = 'USDC'): Promise<string | undefined> {
      const list = await api.get(`/v3/customers/${customerId}/accounts?limit=100`);
      const account = list.body.data.find((item: any) => item.id === accountId);
      return account?.balances.find((balance: any) => balance.currency === currency)?.available;
    },

    /** A funded issued wallet: created, provisioned and topped up. */
    async fundedWallet(customerId: string, amount: string, currency = 'USDC'): Promise<string> {
      const walletId = await setup.issuedWallet(customerId, currency);
      await setup.topUp(walletId, amount, currency);
      return walletId;
    },

    /** A third-party individual recipient of the customer. */
    async recipient(customerId: string): Promise<string> {
      return created(
        await api.post(`/v3/customers/${customerId}/recipients`, {
          type: 'individual',
          relationship: 'vendor',
          firstName: 'Grace',
          lastName: 'Hopper',
          address: { streetLine1: '1 Main Street', city: 'Berlin', postalCode: '10115', country: 'DE' },
        }),
        'create recipient',
      ).id;
    },

    /** A destination of a new recipient of the customer; `holder` may be a sandbox magic name. */
    async destination(
      customerId: string,
      kind: 'ach' | 'sepa' | 'wallet',
      options: { holder?: string; currency?: string } = {},
    ): Promise<string> {
      const recipientId = await setup.recipient(customerId);
      const holder = options.holder ?? 'Grace Hopper';
      const body =
        kind === 'ach'
          ? {
              type: 'ach',
              currency: 'USD',
              details: { routingNumber: BANK.routingNumber, accountNumber: BANK.accountNumber, accountHolderName: holder },
            }
          : kind === 'sepa'
            ? { type: 'sepa', currency: 'EUR', details: { iban: BANK.iban, accountHolderName: holder } }
            : { type: 'wallet', currency: options.currency ?? 'USDC', details: { network: 'polygon', address: walletAddress() } };
      const id: string = created(
        await api.post(`/v3/customers/${customerId}/recipients/${recipientId}/destinations`, body),
        `create ${kind} destination`,
      ).id;
      recipientOfDestination.set(id, recipientId);
      return id;
    },

    /** Archives a destination made by {@link destination}. */
    async archiveDestination(customerId: string, destinationId: string): Promise<void> {
      const recipientId = recipientOfDestination.get(destinationId);
      created(await api.del(`/v3/customers/${customerId}/recipients/${recipientId}/destinations/${destinationId}`), 'archive destination');
    },

    /** The customer's own external bank account (a first-party payout target). */
    async externalBank(customerId: string): Promise<string> {
      const body = {
        origin: 'external',
        type: 'bank',
        methods: ['ach'],
        country: 'US',
        currency: 'USD',
        details: { accountHolderName: 'Ada Lovelace', routingNumber: BANK.routingNumber, accountNumber: BANK.accountNumber },
      };
      return created(await api.post(`/v3/customers/${customerId}/accounts`, body), 'create external bank account').id;
    },

    /** The customer's own external wallet (a first-party target of stablecoin moves). */
    async externalWallet(customerId: string, currency = 'USDC'): Promise<string> {
      const body = { origin: 'external', type: 'wallet', currency, details: { network: 'polygon', address: walletAddress() } };
      return created(await api.post(`/v3/customers/${customerId}/accounts`, body), 'create external wallet').id;
    },

    /** A sweep rule on `sourceAccountId` to `target`, asserting success; returns its data. */
    async rule(
      customerId: string,
      sourceAccountId: string,
      target: { type: string; id: string },
      extra: Record<string, unknown> = {},
    ): Promise<any> {
      return created(await api.post(`/v3/customers/${customerId}/rules`, { sourceAccountId, target, ...extra }), 'create rule');
    },

    /** Creates a quote and returns its data, asserting success. */
    async quote(body: Record<string, unknown>): Promise<any> {
      return created(await api.post('/v3/quotes', body), 'create quote');
    },

    /** Creates a transfer from a quote and returns its data, asserting success. */
    async transfer(quoteId: string, extra: Record<string, unknown> = {}): Promise<any> {
      return created(await api.post('/v3/transfers', { quoteId, ...extra }), 'create transfer');
    },
  };
  return setup;
}

/** Problem assertions: status, code and, when given, the pointers of `errors[]`. */
export function expectProblem(
  response: { status: number; body: any; headers: Headers },
  status: number,
  code: string,
  pointers?: string[],
): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(response.body.code).toBe(code);
  expect(response.body.correlationId).toBe(response.headers.get('x-request-id'));
  if (pointers) expect(response.body.errors.map((error: any) => error.pointer).sort()).toEqual([...pointers].sort());
}
