/**
 * Transfers in every state for the Transfers tests and stories, made through the kit's own client
 * (the real proxy over the fake platform) and its sandbox routes, as a merchant's sandbox would.
 */
import type { PaykitClient } from '../../../core/client/index.js';
import type { SetSandboxTransferStateBody } from '../../../core/client/sandboxBodies.js';
import type { Task, Transfer } from '../../../core/schemas/index.js';

/** The ids of the `readyForPayments` scenario these helpers build on. */
export interface PaymentIds {
  customerId: string;
  capabilityId: string;
  walletAccountId: string;
  destinationId: string;
}

/**
 * A USDC payout of `amount` to the scenario recipient's ACH destination, funded from the wallet:
 * it starts `processing`.
 */
export async function createPayout(client: PaykitClient, ids: PaymentIds, amount = '25.00', memo?: string): Promise<Transfer> {
  const quote = await client.createQuote({
    capabilityId: ids.capabilityId,
    destinationId: ids.destinationId,
    in: { amount, currency: 'USDC' },
    out: { currency: 'USD' },
  });
  return client.createTransfer({ quoteId: quote.id, ...(memo ? { memo } : {}) });
}

/** A USDT move into the customer's own USDC wallet: `awaiting_funds`, funded through a deposit address. */
export async function createDepositAddressPayIn(client: PaykitClient, ids: PaymentIds): Promise<Transfer> {
  const quote = await client.createQuote({
    capabilityId: 'stablecoin_transfers',
    destinationId: ids.walletAccountId,
    in: { amount: '20.00', currency: 'USDT' },
    out: { currency: 'USDC' },
  });
  return client.createTransfer({ quoteId: quote.id, memo: 'Top up from my exchange' });
}

/** A card pay-in into the wallet, paid through the platform's hosted checkout (`card` is made ready first). */
export async function createCardPayIn(client: PaykitClient, ids: PaymentIds): Promise<Transfer> {
  await client.requestCapability('card');
  await client.forceCapabilityStatus('card', { status: 'ready' });
  const quote = await client.createQuote({
    capabilityId: 'card',
    destinationId: ids.walletAccountId,
    in: { amount: '40.00', currency: 'USD' },
    out: { currency: 'USDC' },
  });
  return client.createTransfer({ quoteId: quote.id, checkoutMethod: 'card' });
}

/** Forces `transferId` into a state through the sandbox (the walk passes the states between). */
export async function setTransferState(client: PaykitClient, transferId: string, body: SetSandboxTransferStateBody): Promise<void> {
  await client.setSandboxTransferState(transferId, body);
}

/**
 * Attaches a one-question compliance task to the transfer, which moves it to `action_required`
 * (the proxy writes the signed-in customer into the scope).
 */
export async function attachTransferTask(client: PaykitClient, transferId: string): Promise<Task> {
  return client.createSandboxTask({
    scope: { type: 'transfer', transferId },
    items: [{ request: { type: 'text', prompt: 'What is this payment for?' } }],
  });
}
