/**
 * Where a sweep rule may send funds, decided in one place for rule creation, rule updates and
 * every sweep. A sweep is a quote then a transfer like any other movement, so a target is legal
 * exactly when a quote from the source wallet to it would be:
 *
 * - `{ type: 'account' }`, another wallet of the customer (issued or external) holding the
 *   source's currency: a `stablecoin_move` under `stablecoin_transfers`;
 * - `{ type: 'account' }`, an external bank account of the customer: a first-party payout
 *   (`stablecoin_to_fiat`) under the customer's ready capability whose method the account receives
 *   and whose payout currencies include the account's currency;
 * - `{ type: 'destination' }`, a wallet destination of one of the customer's recipients holding the
 *   source's currency: a `stablecoin_move` under `stablecoin_transfers`.
 *
 * Refused: the source itself, another customer's account or destination, bank destinations (a
 * rule sweeps to wallet destinations; bank payees are paid with a quote), issued bank accounts
 * (deposit coordinates whose funds settle into an issued wallet: sweep to that wallet), wallets of
 * another currency, targets no capability can pay out to, and every target the quote checks refuse
 * (relationship, method, currency, readiness). At rule creation a target that is not ready yet but
 * may become so (`retryable` status reason: provisioning, in review) is accepted; one that never
 * will (archived, rejected, a recipient archived) is refused. At sweep time it must be usable now.
 */
import type { StatusReason } from '../../../../../core/schemas/index.js';
import { capabilityCatalog, findCatalogCapability, type CatalogCapability } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { findCapability } from '../../onboarding/store.js';
import { requireDirectionSupported, requireReadyCapability } from '../../transfers/quoteCapability.js';
import { resolveQuoteTarget } from '../../transfers/quoteTarget.js';
import { accountsOf, destinationsOf, type AccountRecord } from '../store.js';

/** The capability every stablecoin move is quoted under. */
const STABLECOIN_CAPABILITY = 'stablecoin_transfers';

/** How a sweep to a legal target is quoted. */
export interface SweepRoute {
  direction: 'stablecoin_move' | 'stablecoin_to_fiat';
  capabilityId: string;
  /** The quote's `destinationId`: the target account or destination. */
  destinationId: string;
  inCurrency: string;
  outCurrency: string;
  /** The customer's own issued wallet: funds stay on the platform, so no payout limits apply. */
  isIssuedWallet: boolean;
}

/** Why a sweep cannot go: an API code and a message, with a stateDetail's actor and retryable. */
export type SweepRefusal = StatusReason & { message: string; actor: NonNullable<StatusReason['actor']>; retryable: boolean };

/** The source side of a sweep: the issued wallet the rule is on. */
export type SweepSource = Pick<AccountRecord, 'id' | 'customerId' | 'currency'>;

/** A rule's target as stored or sent: `{ type: 'account' | 'destination', id }`. */
export interface SweepTarget {
  type: string;
  id: string;
}

/** A legal route (possibly unusable now, with `refusal`), or only the refusal of an illegal target. */
export type SweepPlan = { route: SweepRoute; refusal?: SweepRefusal } | { route?: undefined; refusal: SweepRefusal };

function refuse(code: string, message: string): { refusal: SweepRefusal } {
  return { refusal: { code, message, actor: 'developer', retryable: false } };
}

/** The refusal an API problem stands for; its status reason (if any) gives the actor and retryable. */
export function refusalOf(error: unknown): SweepRefusal {
  if (!(error instanceof ApiProblem)) throw error;
  const reason = error.extras.statusReason as StatusReason | undefined;
  return {
    code: error.code,
    message: error.detail,
    actor: reason?.actor ?? 'developer',
    retryable: reason?.retryable ?? error.retryable ?? false,
  };
}

function receivingMethodsOf(account: AccountRecord): string[] {
  return [...(account.methods ?? []), ...(account.method ? [account.method] : [])];
}

/** The capability a payout to the bank account goes under: a ready one if the customer has it. */
function payoutCapabilityFor(partition: Partition, account: AccountRecord): CatalogCapability | undefined {
  const methods = receivingMethodsOf(account);
  const candidates = capabilityCatalog.filter(
    (capability) =>
      methods.includes(capability.method) &&
      capability.directions.includes('payout') &&
      capability.currencies.payout.length > 0 &&
      (account.currency == null || capability.currencies.payout.includes(account.currency)),
  );
  return candidates.find((capability) => findCapability(partition, account.customerId, capability.id)?.status === 'ready') ?? candidates[0];
}

/** A legal route from `source`: stablecoin moves keep the source's currency on both sides. */
function routeFrom(source: SweepSource, fields: Omit<SweepRoute, 'inCurrency' | 'outCurrency'> & { outCurrency?: string }): SweepPlan {
  const inCurrency = source.currency ?? '';
  return { route: { ...fields, inCurrency, outCurrency: fields.outCurrency ?? inCurrency } };
}

function routeToAccount(partition: Partition, source: SweepSource, id: string): SweepPlan {
  const account = accountsOf(partition).get(id);
  if (!account || account.customerId !== source.customerId) return refuse('not_found', 'must be an account of this customer');
  if (account.id === source.id) return refuse('same_as_source', 'must differ from the source account');
  if (account.type === 'wallet') {
    return routeFrom(source, {
      direction: 'stablecoin_move',
      capabilityId: STABLECOIN_CAPABILITY,
      destinationId: account.id,
      isIssuedWallet: account.origin === 'issued',
    });
  }
  if (account.origin === 'issued') {
    const settlement = account.settlement?.accountId ? ` into ${account.settlement.accountId}` : '';
    return refuse(
      'issued_bank_account_not_a_target',
      `is an issued bank account: it receives deposits and settles them${settlement}; sweep to a wallet or to an external bank account instead`,
    );
  }
  const capability = payoutCapabilityFor(partition, account);
  if (!capability)
    return refuse(
      'recipient_account_unsupported',
      `receives through ${receivingMethodsOf(account).join(', ') || 'no bank method'}, which no capability pays out to`,
    );
  const outCurrency = account.currency ?? capability.currencies.payout[0];
  return routeFrom(source, {
    direction: 'stablecoin_to_fiat',
    capabilityId: capability.id,
    destinationId: account.id,
    outCurrency,
    isIssuedWallet: false,
  });
}

function routeToDestination(partition: Partition, source: SweepSource, id: string): SweepPlan {
  const destination = destinationsOf(partition).get(id);
  if (!destination || destination.customerId !== source.customerId)
    return refuse('not_found', "must be a destination of one of this customer's recipients");
  if (destination.type !== 'wallet')
    return refuse('wallet_destination_required', `is a ${destination.type} destination; a rule sweeps to wallet destinations only`);
  return routeFrom(source, {
    direction: 'stablecoin_move',
    capabilityId: STABLECOIN_CAPABILITY,
    destinationId: destination.id,
    isIssuedWallet: false,
  });
}

/**
 * The route a sweep from `source` to `target` takes, checked as a quote for it would be: the
 * target's relationship, kind, method and currency, the capability's readiness and direction,
 * and the target's readiness. `moment: 'rule'` lets a target that may still become ready pass;
 * `'sweep'` needs it usable now. A target of an unknown type has no route.
 */
export function planSweep(partition: Partition, source: SweepSource, target: SweepTarget, moment: 'rule' | 'sweep'): SweepPlan {
  let plan: SweepPlan;
  if (target.type === 'account') plan = routeToAccount(partition, source, target.id);
  else if (target.type === 'destination') plan = routeToDestination(partition, source, target.id);
  else return refuse('invalid_target_type', 'is not a target type a rule sweeps to');
  const { route } = plan;
  // Without a known source currency (an invalid source) only the kind of target can be judged.
  if (!route || plan.refusal || !source.currency) return plan;
  try {
    const catalog = findCatalogCapability(route.capabilityId) as CatalogCapability;
    resolveQuoteTarget(
      partition,
      { customerId: source.customerId, destinationId: route.destinationId, outCurrency: route.outCurrency },
      route.direction,
      catalog,
    );
    const capability = requireReadyCapability(partition, source.customerId, route.capabilityId);
    requireDirectionSupported(capability, route.direction, 'payout', { in: route.inCurrency, out: route.outCurrency });
    return { route };
  } catch (error) {
    const refusal = refusalOf(error);
    const mayBecomeReady = moment === 'rule' && refusal.code === 'destination_not_ready' && refusal.retryable;
    return mayBecomeReady ? { route } : { route, refusal };
  }
}
