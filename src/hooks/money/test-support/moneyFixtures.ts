import type { CreateQuoteBody, PaykitClient } from '../../../core/client/index.js';
import type { ScenarioResult } from '../../../testing/index.js';

type Ready = ScenarioResult<'readyForPayments'> | ScenarioResult<'payinAwaitingFunds'>;

/** A USD → USDC pay-in into the scenario's issued wallet: executing it awaits funds. */
export const payInInput = (scenario: Ready, amount = '100.00'): CreateQuoteBody => ({
  capabilityId: scenario.capabilityId,
  destinationId: scenario.walletAccountId,
  in: { currency: 'USD', amount },
  out: { currency: 'USDC' },
});

/** The transfers of the signed-in customer that execute `quoteId`, read through the proxy. */
export async function transfersOfQuote(client: PaykitClient, quoteId: string) {
  const page = await client.listTransfers({ limit: 100 });
  return page.data.filter((transfer) => transfer.quoteId === quoteId);
}
