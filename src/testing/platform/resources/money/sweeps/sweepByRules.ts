import { isoAt } from '../../../clock.js';
import { rulesOfSource, type RuleRecord } from '../../customers/store.js';
import { formatAmount, isPositiveAmount } from '../../transfers/amounts.js';
import { priceQuote, rateBetween, requireWithinPayoutLimits, type Pricing } from '../../transfers/pricing.js';
import { quotesOf, transfersOf, type QuoteRecord, type TransferRecord } from '../../transfers/store.js';
import { emitTransferEvents, moveTransfer, type TransferEnv } from '../../transfers/transferStateMachine.js';
import { debitAccount } from '../balances.js';
import { accountsOf, type AccountRecord } from '../store.js';
import { planSweep, refusalOf, type SweepRefusal, type SweepRoute } from './sweepRoute.js';

/** The first active rule on the wallet for `currency` (a rule without a currency takes every one). */
function activeRuleFor(env: TransferEnv, accountId: string, currency: string): RuleRecord | undefined {
  return rulesOfSource(env.partition, accountId).find(
    (rule) => rule.status === 'active' && (rule.currency == null || rule.currency === currency),
  );
}

/**
 * The sweep priced as a quote would be; payouts out of the platform keep to the payout limits
 * (refused with the priced amounts). An amount the route cannot price is kept as the in amount
 * with nothing out, and refused.
 */
function priceSweep(env: TransferEnv, route: SweepRoute, amount: string): { pricing: Pricing; refusal?: SweepRefusal } {
  let pricing: Pricing;
  try {
    pricing = priceQuote(route.direction, { currency: route.inCurrency, amount }, { currency: route.outCurrency });
  } catch (error) {
    const unpriced = {
      rate: rateBetween(route.inCurrency, route.outCurrency) ?? '1',
      fees: [],
      inAmount: formatAmount(amount, route.inCurrency),
      outAmount: formatAmount('0', route.outCurrency),
    };
    return { pricing: unpriced, refusal: refusalOf(error) };
  }
  try {
    if (!route.isIssuedWallet)
      requireWithinPayoutLimits(env.platform.settings.payoutLimits, { currency: route.outCurrency, amount: pricing.outAmount }, '/amount');
    return { pricing };
  } catch (error) {
    return { pricing, refusal: refusalOf(error) };
  }
}

/** The executed quote and the processing transfer of a sweep, stored; the source is debited. */
function openSweep(
  env: TransferEnv,
  source: AccountRecord,
  rule: RuleRecord,
  route: SweepRoute,
  pricing: Pricing,
  amount: string,
): TransferRecord {
  const { platform, partition, nowIso } = env;
  const common = {
    customerId: source.customerId,
    capabilityId: route.capabilityId,
    direction: route.direction,
    destinationId: route.destinationId,
    externalId: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const moneySides = {
    in: { currency: route.inCurrency, amount: pricing.inAmount },
    out: { currency: route.outCurrency, amount: pricing.outAmount },
  };
  const bookkeeping = { _funding: 'wallet_balance', _isZeroFeePayout: false } as const;
  const quoteId = platform.ids.next('quo_');
  const transferId = platform.ids.next('tr_');
  const expiresAt = isoAt(Date.parse(nowIso) + platform.settings.quoteTtlMs);
  const quote: QuoteRecord = {
    id: quoteId,
    ...common,
    ...moneySides,
    rate: pricing.rate,
    fees: pricing.fees,
    state: 'executed',
    expiresAt,
    ...bookkeeping,
    _transferId: transferId,
  };
  const transfer: TransferRecord = {
    id: transferId,
    quoteId,
    ...common,
    ...moneySides,
    state: 'processing',
    stateDetail: null,
    memo: `Swept by rule ${rule.id}`,
    openTaskIds: [],
    checkoutMethod: null,
    checkout: null,
    redirectUrl: null,
    supportingDocuments: [],
    ...bookkeeping,
    _deliverAmount: pricing.outAmount,
    _sourceAccountId: source.id,
  };
  debitAccount(partition, source.id, route.inCurrency, amount, nowIso);
  quotesOf(partition).insert(quote.id, quote);
  transfersOf(partition).insert(transfer.id, transfer);
  emitTransferEvents(env, transfer, 'transfer.created');
  return transfer;
}

/**
 * Carries out the standing instruction on an issued wallet for funds just credited to it (a
 * top-up, a completed pay-in or an incoming move): the first active rule for the currency sweeps
 * exactly `amount`, never the balance that was already there. Each sweep is a quote then a
 * transfer (in the transfer list, with its events), debited from the source when it opens and
 * settled at once: completed, crediting the target if it is an issued wallet (whose own rules
 * then sweep on, never back to a wallet the chain has left), or failed and refunded when the
 * target can no longer be used or the amount cannot be paid out, with the reason as stateDetail.
 */
export function sweepByRules(env: TransferEnv, accountId: string, currency: string, amount: string): void {
  const source = accountsOf(env.partition).get(accountId);
  if (!source || source.origin !== 'issued' || source.type !== 'wallet' || source.status !== 'ready' || !isPositiveAmount(amount)) return;
  const rule = activeRuleFor(env, source.id, currency);
  if (!rule) return;
  const plan = planSweep(env.partition, source, rule.target, 'sweep');
  const sweptAccounts = new Set([...(env.sweptAccounts ?? []), source.id]);
  // Rules are checked when written, so every stored rule has a route (one made around the API may
  // not); and a chain of sweeps never returns to a wallet it has left: the funds rest here.
  if (!plan.route || sweptAccounts.has(plan.route.destinationId)) return;
  const { pricing, refusal } = priceSweep(env, plan.route, amount);
  const transfer = openSweep(env, source, rule, plan.route, pricing, amount);
  const chain: TransferEnv = { ...env, sweptAccounts };
  const why = plan.refusal ?? refusal;
  if (why) moveTransfer(chain, transfer, 'failed', why);
  else moveTransfer(chain, transfer, 'completed');
}
