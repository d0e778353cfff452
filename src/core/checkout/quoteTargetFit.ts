/**
 * Which receiving accounts and destinations a capability can quote to, from what the API says:
 * every movement has a stablecoin on one side, so a target that receives a stablecoin (a wallet)
 * is reached by a pay-in (a fiat capability with `payin`) or a stablecoin move
 * (`stablecoin_transfers`), and a target that receives fiat (a bank account or bank destination)
 * only by a payout of a fiat capability with `payout`, whose method the target receives through
 * (a destination's `type`, an account's `method`/`methods`) and whose payout currencies include
 * the target's. Where the supported listing gives no currencies, the currency is not checked.
 */
import { isStablecoin } from '../money/index.js';
import type { Account, Capability, Destination, SupportedCapability } from '../schemas/index.js';

/** Why a target cannot receive from a capability; `null` when it can. */
export type QuoteTargetMisfit =
  /** The target receives fiat but the capability only reaches wallets (a stablecoin to ACH, a pay-in-only method). */
  | 'needs_wallet'
  /** The target receives a stablecoin but the capability only pays out fiat (no `payin`). */
  | 'needs_bank'
  /** The target is a bank reached by another method than the capability's (a SEPA account, an ACH payout). */
  | 'method'
  /** The capability does not pay out the target's currency. */
  | 'currency';

/** What a target receives, whether an own account or a recipient's destination. */
export interface QuoteTarget {
  /** Whether it is a wallet (receives a stablecoin). */
  isWallet: boolean;
  /** The bank methods it receives through; empty for a wallet. */
  methods: readonly string[];
  /** The currency it receives, or `null` when not known. */
  currency: string | null;
}

/** The quote target of one of the customer's accounts. */
export function accountTarget(account: Account): QuoteTarget {
  const isWallet = account.type === 'wallet';
  return {
    isWallet,
    methods: isWallet ? [] : [...(account.methods ?? []), ...(account.method ? [account.method] : [])],
    currency: account.currency ?? null,
  };
}

/** The quote target of a recipient's destination: its `type` is its payout method. */
export function destinationTarget(destination: Destination): QuoteTarget {
  const isWallet = destination.type === 'wallet';
  return { isWallet, methods: isWallet ? [] : [destination.type], currency: destination.currency ?? null };
}

/** Whether `capability` moves stablecoins (`stablecoin_transfers`, or an offer in stablecoins). */
function movesStablecoins(capability: Pick<Capability, 'method'>, offer: SupportedCapability | undefined): boolean {
  const currencies = [...(offer?.currencies?.payin ?? []), ...(offer?.currencies?.payout ?? [])];
  return capability.method === 'stablecoin_transfers' || currencies.some(isStablecoin);
}

/**
 * Why `target` cannot receive from `capability` (with its supported `offer`), or `null` when a
 * quote can reach it.
 *
 * @example
 * quoteTargetMisfit({ method: 'stablecoin_transfers', directions: ['payout'] }, undefined, { isWallet: false, methods: ['ach'], currency: 'USD' });
 * // 'needs_wallet'
 */
export function quoteTargetMisfit(
  capability: Pick<Capability, 'method' | 'directions'>,
  offer: SupportedCapability | undefined,
  target: QuoteTarget,
): QuoteTargetMisfit | null {
  const directions: readonly string[] = capability.directions ?? [];
  if (movesStablecoins(capability, offer)) return target.isWallet ? null : 'needs_wallet';
  if (target.isWallet || isStablecoin(target.currency)) return directions.includes('payin') ? null : 'needs_bank';
  if (!directions.includes('payout')) return 'needs_wallet';
  if (!target.methods.includes(capability.method)) return 'method';
  const payout = offer?.currencies?.payout;
  return payout && payout.length > 0 && target.currency !== null && !payout.includes(target.currency) ? 'currency' : null;
}
