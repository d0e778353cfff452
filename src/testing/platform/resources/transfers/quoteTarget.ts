import type { StatusReason, TransferDirection } from '../../../../core/schemas/index.js';
import { capabilityCatalog, type CatalogCapability } from '../../catalog/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import type { Partition } from '../../Partition.js';
import { accountsOf, destinationsOf, recipientsOf, type AccountRecord, type DestinationRecord } from '../money/store.js';

/** Where a quote delivers: a recipient's destination (third party) or one of the customer's accounts (first party). */
export interface QuoteTarget {
  id: string;
  party: 'first' | 'third';
  customerId: string;
  isWallet: boolean;
  /** The customer's own issued wallet account: money landing there is credited to its balance. */
  isIssuedWallet: boolean;
  /** Currencies it receives. */
  currencies: string[];
  /** Bank methods it receives through (empty for wallets). */
  methods: string[];
  status: string;
  statusReason: StatusReason | null | undefined;
  /** The wallet network, for wallets. */
  network: string | null;
}

function catalogCurrenciesOf(methods: readonly string[]): string[] {
  const found = capabilityCatalog
    .filter((capability) => methods.includes(capability.method))
    .flatMap((capability) => [...capability.currencies.payin, ...capability.currencies.payout]);
  return [...new Set(found)];
}

function fromDestination(partition: Partition, record: DestinationRecord): QuoteTarget {
  const recipient = recipientsOf(partition).get(record.recipientId);
  const recipientBlocked = recipient !== undefined && recipient.status !== 'active' && record.status !== 'archived';
  const isWallet = record.type === 'wallet';
  return {
    id: record.id,
    party: 'third',
    customerId: record.customerId,
    isWallet,
    isIssuedWallet: false,
    currencies: record.currency ? [record.currency] : [],
    methods: isWallet ? [] : [record.type],
    status: recipientBlocked ? 'action_required' : record.status,
    statusReason: recipientBlocked
      ? {
          code: `recipient_${recipient.status}`,
          message: `The recipient of this destination is ${recipient.status}.`,
          actor: 'developer',
          retryable: false,
        }
      : record.statusReason,
    network: isWallet ? (record.details?.network ?? null) : null,
  };
}

function fromAccount(record: AccountRecord): QuoteTarget {
  const isWallet = record.type === 'wallet';
  const methods = isWallet ? [] : [...(record.methods ?? []), ...(record.method ? [record.method] : [])];
  return {
    id: record.id,
    party: 'first',
    customerId: record.customerId,
    isWallet,
    isIssuedWallet: isWallet && record.origin === 'issued',
    currencies: record.currency ? [record.currency] : catalogCurrenciesOf(methods),
    methods,
    status: record.status,
    statusReason: record.statusReason,
    network: isWallet ? (record.network ?? record.details?.network ?? null) : null,
  };
}

const DEFAULT_REASONS: Record<string, Omit<StatusReason, 'message'> & { message: string }> = {
  in_review: { code: 'destination_in_review', message: 'The destination is being reviewed.', actor: 'operator', retryable: true },
  provisioning: { code: 'account_provisioning', message: 'The account is still being provisioned.', actor: 'provider', retryable: true },
  action_required: {
    code: 'destination_action_required',
    message: 'The destination needs action before money can move to it.',
    actor: 'customer',
    retryable: true,
  },
  suspended: { code: 'account_suspended', message: 'The account is suspended.', actor: 'operator', retryable: false },
  rejected: { code: 'destination_rejected', message: 'The destination was rejected.', actor: 'operator', retryable: false },
  archived: {
    code: 'destination_archived',
    message: 'The destination is archived; money can no longer move to it.',
    actor: 'developer',
    retryable: false,
  },
};

function targetProblem(
  status: number,
  code: string,
  detail: string,
  extras?: Record<string, unknown>,
  retryable: boolean | undefined = false,
): ApiProblem {
  return new ApiProblem({ status, code, detail, errors: [{ pointer: '/destinationId', code, message: detail }], extras, retryable });
}

/** The target `id` in the partition (any customer's), or `undefined`. */
export function findQuoteTarget(partition: Partition, id: string): QuoteTarget | undefined {
  if (id.startsWith('dst_')) {
    const destination = destinationsOf(partition).get(id);
    return destination ? fromDestination(partition, destination) : undefined;
  }
  const account = accountsOf(partition).get(id);
  return account ? fromAccount(account) : undefined;
}

/**
 * 409 destination_not_ready unless the target is `ready`; the problem carries the target's
 * `statusReason` and its `retryable`.
 */
export function requireTargetReady(target: QuoteTarget): void {
  if (target.status === 'ready') return;
  const fallback = DEFAULT_REASONS[target.status] ?? {
    code: `destination_${target.status}`,
    message: `The destination is ${target.status}.`,
    actor: 'operator',
    retryable: false,
  };
  const statusReason = { ...fallback, ...(target.statusReason ?? {}) };
  throw targetProblem(
    409,
    'destination_not_ready',
    `Destination ${target.id} is ${target.status}; money cannot move to it now.`,
    { statusReason },
    statusReason.retryable ?? false,
  );
}

/**
 * The target of a quote for `customerId`, checked for the direction and the capability:
 * 404 destination_not_found when unknown; 400 payout_target_relationship_invalid when it belongs
 * to another customer; pay-ins and stablecoin moves must land in a wallet (400
 * recipient_destination_invalid); a fiat payout to a wallet is 409 wallet_destination_not_supported;
 * a bank target the capability's method cannot reach is 400 recipient_account_unsupported; its
 * currency must be the out currency (400 recipient_destination_invalid); and it must be ready
 * (409 destination_not_ready).
 */
export function resolveQuoteTarget(
  partition: Partition,
  request: { customerId: string; destinationId: string; outCurrency: string },
  direction: TransferDirection,
  capability: CatalogCapability,
): QuoteTarget {
  const target = findQuoteTarget(partition, request.destinationId);
  if (!target) throw targetProblem(404, 'destination_not_found', `No destination or account ${request.destinationId} in this environment.`);
  if (target.customerId !== request.customerId) {
    throw targetProblem(
      400,
      'payout_target_relationship_invalid',
      `${request.destinationId} belongs to another customer; pay out to a destination of one of this customer's recipients or to one of its own accounts.`,
      undefined,
      undefined,
    );
  }
  const landsInWallet = direction === 'fiat_to_stablecoin' || direction === 'stablecoin_move';
  if (landsInWallet && !target.isWallet) {
    throw targetProblem(
      400,
      'recipient_destination_invalid',
      `A ${direction} quote delivers stablecoins and must land in a wallet; ${target.id} is a bank account.`,
    );
  }
  if (direction === 'stablecoin_to_fiat' && target.isWallet) {
    throw targetProblem(
      409,
      'wallet_destination_not_supported',
      `${target.id} is a wallet; the ${capability.id} capability pays out fiat to bank destinations only.`,
    );
  }
  if (direction === 'stablecoin_to_fiat' && !target.methods.includes(capability.method)) {
    throw targetProblem(
      400,
      'recipient_account_unsupported',
      `${target.id} receives through ${target.methods.join(', ') || 'no bank method'}; the ${capability.id} capability pays out through ${capability.method}.`,
      undefined,
      undefined,
    );
  }
  if (!target.currencies.includes(request.outCurrency)) {
    throw targetProblem(
      400,
      'recipient_destination_invalid',
      `${target.id} receives ${target.currencies.join(', ') || 'no currency'}, not the out currency ${request.outCurrency}.`,
    );
  }
  requireTargetReady(target);
  return target;
}
