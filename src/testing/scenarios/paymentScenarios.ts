import { forceCapabilityReady, readCapability } from './capabilitySteps.js';
import { createIndividual } from './customerSteps.js';
import { passTimeUntil } from './passTime.js';
import { sampleAchDetails, sampleRecipient } from './sampleData.js';
import type { ScenarioResults } from './scenarioCatalog.js';
import { expectState, type Page, type ScenarioContext, type Single } from './ScenarioContext.js';

const BANK_CAPABILITY = 'ach_pooled';
const WALLET_FUNDS = { amount: '1000.00', currency: 'USDC' };
const PAYIN_AMOUNT = { amount: '250.00', currency: 'USD' };

interface AccountRead {
  id: string;
  status: string;
  createdAt: string;
}

/**
 * Issues a USDC wallet and an ACH bank account settling into it, lets the platform's clock reach
 * the moment both are provisioned (`provisioningMs` after each was made), and reads them ready.
 */
async function issueAccounts(context: ScenarioContext, customerId: string): Promise<{ walletAccountId: string; bankAccountId: string }> {
  const { api, platform } = context;
  const accountsPath = `/v3/customers/${customerId}/accounts`;
  const { data: wallet } = await api.post<Single<AccountRead>>(accountsPath, {
    origin: 'issued',
    type: 'wallet',
    currency: WALLET_FUNDS.currency,
  });
  const { data: bank } = await api.post<Single<AccountRead>>(accountsPath, {
    origin: 'issued',
    type: 'bank',
    method: 'ach',
    settlement: { accountId: wallet.id },
  });
  const readyAt = Math.max(...[wallet, bank].map((account) => Date.parse(account.createdAt))) + platform.core.settings.provisioningMs;
  await passTimeUntil(platform, readyAt);
  const accounts = await api.get<Page<AccountRead>>(`${accountsPath}?limit=100`);
  for (const id of [wallet.id, bank.id]) {
    expectState(accounts.data.find((account) => account.id === id)?.status === 'ready', `account ${id} is ready`);
  }
  return { walletAccountId: wallet.id, bankAccountId: bank.id };
}

/** ach_pooled ready, funded issued wallet, ready issued bank account, a recipient with an ACH destination. */
export async function readyForPayments(context: ScenarioContext): Promise<ScenarioResults['readyForPayments']> {
  const { api } = context;
  const customerId = await createIndividual(context);
  await api.post(`/v3/customers/${customerId}/capabilities/${BANK_CAPABILITY}`, {});
  await forceCapabilityReady(context, customerId, BANK_CAPABILITY);
  expectState((await readCapability(context, customerId, BANK_CAPABILITY))?.status === 'ready', `${BANK_CAPABILITY} is ready`);

  const { walletAccountId, bankAccountId } = await issueAccounts(context, customerId);
  await api.post(`/v3/sandbox/accounts/${walletAccountId}/topup`, WALLET_FUNDS);

  const { data: recipient } = await api.post<Single<{ id: string }>>(`/v3/customers/${customerId}/recipients`, sampleRecipient);
  const { data: destination } = await api.post<Single<{ id: string; status: string }>>(
    `/v3/customers/${customerId}/recipients/${recipient.id}/destinations`,
    {
      type: 'ach',
      currency: 'USD',
      details: sampleAchDetails,
    },
  );
  expectState(destination.status === 'ready', 'the ACH destination is ready');
  return {
    customerId,
    capabilityId: BANK_CAPABILITY,
    walletAccountId,
    bankAccountId,
    recipientId: recipient.id,
    destinationId: destination.id,
  };
}

/** readyForPayments plus a USD to USDC pay-in awaiting funds, with instructions. */
export async function payinAwaitingFunds(context: ScenarioContext): Promise<ScenarioResults['payinAwaitingFunds']> {
  const { api } = context;
  const ready = await readyForPayments(context);
  const { data: quote } = await api.post<Single<{ id: string }>>('/v3/quotes', {
    customerId: ready.customerId,
    capabilityId: ready.capabilityId,
    in: PAYIN_AMOUNT,
    out: { currency: WALLET_FUNDS.currency },
    destinationId: ready.walletAccountId,
  });
  const { data: transfer } = await api.post<Single<{ id: string; state: string }>>('/v3/transfers', {
    quoteId: quote.id,
    memo: 'Scenario pay-in',
  });
  expectState(transfer.state === 'awaiting_funds', 'the pay-in awaits funds');
  await api.get(`/v3/transfers/${transfer.id}/instructions`);
  return { ...ready, quoteId: quote.id, transferId: transfer.id };
}
