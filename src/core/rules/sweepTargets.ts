import type { Account, Capability, Destination, Recipient, RuleTarget } from '../schemas/index.js';

/** The capability every stablecoin move (a sweep to a wallet) is made under. */
const STABLECOIN_CAPABILITY = 'stablecoin_transfers';

/** What a sweep rule's target picker chooses from. */
export interface SweepTargetSources {
  /** The customer's accounts (any origin and type; the source among them is left out). */
  accounts: readonly Account[];
  /** The wallet destinations of the customer's recipients (others are left out). */
  destinations?: readonly Destination[];
  /** The customer's recipients, so a destination of one no longer active is left out. */
  recipients?: readonly Recipient[];
  /**
   * The customer's capabilities. When given, a wallet target needs `stablecoin_transfers` ready
   * and an external bank account a ready payout capability of one of its methods; when absent,
   * capabilities are not judged (the API still refuses what it cannot do).
   */
  capabilities?: readonly Capability[];
}

/** A target a sweep from the source can legally reach, with the resource it names. */
export type SweepTargetOption =
  | { target: RuleTarget & { type: 'account' }; account: Account; destination?: undefined }
  | { target: RuleTarget & { type: 'destination' }; destination: Destination; account?: undefined };

/** Statuses a target may still sweep to: ready now, or on its way to ready. */
const USABLE_STATUSES: ReadonlySet<string> = new Set(['ready', 'provisioning', 'in_review']);

function isReady(capabilities: readonly Capability[], predicate: (capability: Capability) => boolean): boolean {
  return capabilities.some((capability) => capability.status === 'ready' && predicate(capability));
}

function receivingMethodsOf(account: Account): string[] {
  return [...(account.methods ?? []), ...(account.method ? [account.method] : [])];
}

/** Another account of the customer the source may sweep to (see {@link sweepTargets}). */
function isAccountTarget(source: Account, account: Account, capabilities: readonly Capability[] | undefined): boolean {
  if (account.id === source.id || !USABLE_STATUSES.has(account.status)) return false;
  if (account.type === 'wallet') {
    if (account.currency && account.currency !== source.currency) return false;
    return !capabilities || isReady(capabilities, (capability) => capability.id === STABLECOIN_CAPABILITY);
  }
  // An issued bank account only receives deposits (and settles them into a wallet): not a target.
  if (account.type !== 'bank' || account.origin !== 'external') return false;
  const methods = receivingMethodsOf(account);
  if (!capabilities) return methods.length > 0;
  return isReady(capabilities, (capability) => methods.includes(capability.method) && capability.directions.includes('payout'));
}

/** A wallet destination of an active recipient holding the source's currency. */
function isDestinationTarget(
  source: Account,
  destination: Destination,
  recipients: readonly Recipient[] | undefined,
  capabilities: readonly Capability[] | undefined,
): boolean {
  if (destination.type !== 'wallet' || !USABLE_STATUSES.has(destination.status)) return false;
  if (destination.currency !== source.currency) return false;
  const recipient = recipients?.find((candidate) => candidate.id === destination.recipientId);
  if (recipient && recipient.status !== 'active') return false;
  return !capabilities || isReady(capabilities, (capability) => capability.id === STABLECOIN_CAPABILITY);
}

/**
 * True for an account a sweep rule can be on: an issued wallet account that is not archived.
 */
export function canHaveSweepRule(account: Account): boolean {
  return account.origin === 'issued' && account.type === 'wallet' && account.status !== 'archived';
}

/**
 * The targets a sweep rule on `source` (an issued wallet account) can legally reach, the way the
 * API judges a quote from that wallet: another wallet of the customer (issued or external) holding
 * the source's currency, an external bank account of the customer paid out under a ready capability
 * of one of its methods, or a wallet destination of an active recipient in the source's currency.
 * Never the source itself, an issued bank account (it only receives deposits), a bank destination
 * (payees are paid with a quote), or anything archived, rejected or suspended. Wallet networks may
 * differ: the platform moves the funds. Accounts first, then destinations, in the order given.
 *
 * @example
 * const options = sweepTargets(wallet, { accounts, destinations, capabilities });
 * options.map(({ target }) => target); // [{ type: 'account', id: 'acc_…' }, { type: 'destination', id: 'dst_…' }]
 */
export function sweepTargets(source: Account, sources: SweepTargetSources): SweepTargetOption[] {
  if (!canHaveSweepRule(source)) return [];
  const { accounts, destinations = [], recipients, capabilities } = sources;
  const toAccounts = accounts
    .filter((account) => isAccountTarget(source, account, capabilities))
    .map((account): SweepTargetOption => ({ target: { type: 'account', id: account.id }, account }));
  const toDestinations = destinations
    .filter((destination) => isDestinationTarget(source, destination, recipients, capabilities))
    .map((destination): SweepTargetOption => ({ target: { type: 'destination', id: destination.id }, destination }));
  return [...toAccounts, ...toDestinations];
}
