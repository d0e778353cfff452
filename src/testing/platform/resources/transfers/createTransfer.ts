import { isoAt } from '../../clock.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { newHostedToken } from '../../http/hostedToken.js';
import { ok, type RequestContext } from '../../http/RequestContext.js';
import { requireActiveCustomer } from '../customers/store.js';
import { debitAccount } from '../money/balances.js';
import { compareDecimals } from '../money/decimal.js';
import { accountsOf, accountsOfCustomer } from '../money/store.js';
import { checkoutUrl } from './checkoutLink.js';
import { buildFundingInstructions } from './fundingInstructions.js';
import { requireReadyCapability } from './quoteCapability.js';
import { requireQuote } from './quoteRoutes.js';
import { findQuoteTarget, requireTargetReady, type QuoteTarget } from './quoteTarget.js';
import { transfersOf, type QuoteRecord, type TransferRecord } from './store.js';
import { emitTransferEvents } from './transferStateMachine.js';
import { readTransferRequest } from './transferRequest.js';
import { requireZeroFeeCapacity } from './zeroFeeCap.js';

function requireExecutable(ctx: RequestContext, quote: QuoteRecord): void {
  if (quote.state === 'executed') {
    throw new ApiProblem({
      status: 409,
      code: 'quote_already_executed',
      detail: `Quote ${quote.id} was already executed by transfer ${quote._transferId}; read that transfer instead of executing again.`,
      extras: { transferId: quote._transferId },
      retryable: false,
    });
  }
  if (quote.state !== 'active' || Date.parse(quote.expiresAt) <= ctx.now) {
    throw new ApiProblem({
      status: 409,
      code: 'quote_expired',
      detail: `Quote ${quote.id} expired at ${quote.expiresAt}; create a new quote.`,
      extras: { quoteId: quote.id, expiresAt: quote.expiresAt },
      retryable: false,
    });
  }
}

/**
 * Runs a check the quote already passed once. Its problems point into the quote request
 * (`/capabilityId`, `/destinationId`); the transfer body's only reference to them is `/quoteId`.
 */
function recheckAtQuoteId<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ApiProblem) || !error.errors) throw error;
    const { status, code, detail, retryable, extras, headers } = error;
    throw new ApiProblem({
      status,
      code,
      detail,
      retryable,
      extras,
      headers,
      errors: error.errors.map((issue) => ({ ...issue, pointer: '/quoteId' })),
    });
  }
}

function requireQuoteTarget(ctx: RequestContext, quote: QuoteRecord): QuoteTarget {
  const target = quote.destinationId ? findQuoteTarget(ctx.partition, quote.destinationId) : undefined;
  if (!target) {
    throw new ApiProblem({
      status: 409,
      code: 'quote_destination_missing',
      detail: `The destination of quote ${quote.id} no longer exists; create a new quote.`,
      retryable: false,
    });
  }
  requireTargetReady(target);
  return target;
}

/**
 * Debits the in amount from the customer's ready issued wallet in the in currency (the first one
 * that holds enough); 409 insufficient_balance when none does.
 */
function debitFundingWallet(ctx: RequestContext, quote: QuoteRecord): string {
  const amount = quote.in.amount;
  const wallets = accountsOfCustomer(ctx.partition, quote.customerId).filter(
    (account) =>
      account.origin === 'issued' && account.type === 'wallet' && account.currency === quote.in.currency && account.status === 'ready',
  );
  const availableOf = (accountId: string) =>
    accountsOf(ctx.partition)
      .get(accountId)
      ?.balances.find((balance) => balance.currency === quote.in.currency)?.available ?? '0';
  const funded = wallets.find((wallet) => compareDecimals(availableOf(wallet.id), amount) >= 0);
  if (!funded) {
    const held = wallets.map((wallet) => `${wallet.id} holds ${availableOf(wallet.id)}`).join(', ');
    throw new ApiProblem({
      status: 409,
      code: 'insufficient_balance',
      detail: `The payout needs ${amount} ${quote.in.currency} from an issued ${quote.in.currency} wallet of customer ${quote.customerId}; ${held || 'the customer has none that is ready'}.`,
      retryable: false,
    });
  }
  debitAccount(ctx.partition, funded.id, quote.in.currency, amount, ctx.nowIso);
  return funded.id;
}

/**
 * `POST /v3/transfers`: executes an active quote once. A quoted pay-in starts `awaiting_funds`
 * (bank pay-ins get funding instructions, card pay-ins a hosted checkout); a payout is debited
 * from the customer's issued wallet and starts `processing`. The quote becomes `executed`.
 */
export function createTransfer(ctx: RequestContext) {
  const request = readTransferRequest(ctx.partition, ctx.body);
  const quote = requireQuote(ctx, request.quoteId, '/quoteId');
  requireExecutable(ctx, quote);
  requireActiveCustomer(ctx.partition, quote.customerId);
  recheckAtQuoteId(() => requireReadyCapability(ctx.partition, quote.customerId, quote.capabilityId));
  const target = recheckAtQuoteId(() => requireQuoteTarget(ctx, quote));
  if (quote._isZeroFeePayout) requireZeroFeeCapacity(ctx.partition, quote.customerId, ctx.now, ctx.platform.settings.zeroFeeDailyCap);
  const sourceAccountId = quote._funding === 'wallet_balance' ? debitFundingWallet(ctx, quote) : undefined;

  const id = ctx.platform.ids.next('tr_');
  const awaitsFunds = quote._funding !== 'wallet_balance';
  const deadlineMs = ctx.now + ctx.platform.settings.fundingWindowMs;
  const isCardCheckout = quote._funding === 'card_checkout';
  const transfer: TransferRecord = {
    id,
    quoteId: quote.id,
    customerId: quote.customerId,
    capabilityId: quote.capabilityId,
    state: awaitsFunds ? 'awaiting_funds' : 'processing',
    stateDetail: null,
    direction: quote.direction,
    in: { currency: quote.in.currency, amount: quote.in.amount },
    out: { currency: quote.out.currency, amount: isCardCheckout ? null : quote.out.amount },
    destinationId: quote.destinationId,
    externalId: request.externalId,
    memo: request.memo,
    openTaskIds: [],
    checkoutMethod: request.checkoutMethod,
    checkout: null,
    redirectUrl: request.redirectUrl,
    supportingDocuments: request.supportingDocuments,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    _funding: quote._funding,
    _isZeroFeePayout: quote._isZeroFeePayout,
    _deliverAmount: quote.out.amount,
    _fundingDeadlineMs: awaitsFunds ? deadlineMs : undefined,
    _sourceAccountId: sourceAccountId,
    _checkoutToken: isCardCheckout ? newHostedToken() : undefined,
  };
  if (isCardCheckout) transfer.checkout = { url: checkoutUrl(ctx.publicOrigin, transfer), expiresAt: isoAt(deadlineMs) };
  transfer._instructions = buildFundingInstructions(ctx, transfer, target.network, isoAt(deadlineMs));
  transfersOf(ctx.partition).insert(id, transfer);
  quote.state = 'executed';
  quote._transferId = id;
  quote.updatedAt = ctx.nowIso;
  emitTransferEvents(ctx, transfer, 'transfer.created');
  return ok(transfer, 201);
}
