import { isStablecoin } from '../../../../core/money/index.js';
import type { TransferDirection } from '../../../../core/schemas/index.js';
import { findCatalogCapability, type CatalogCapability } from '../../catalog/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import type { Partition } from '../../Partition.js';
import { findCapability, type CapabilityRecord } from '../onboarding/store.js';

/**
 * The direction of a movement, derived from its currencies (there is no direction input): fiat
 * in and stablecoin out is a pay-in, stablecoin in and fiat out a payout, stablecoin to
 * stablecoin a move. Fiat to fiat has none: 422 amount_not_deliverable.
 */
export function deriveDirection(inCurrency: string, outCurrency: string): TransferDirection {
  const inIsCoin = isStablecoin(inCurrency);
  const outIsCoin = isStablecoin(outCurrency);
  if (!inIsCoin && outIsCoin) return 'fiat_to_stablecoin';
  if (inIsCoin && !outIsCoin) return 'stablecoin_to_fiat';
  if (inIsCoin && outIsCoin) return 'stablecoin_move';
  const detail = `There is no route from ${inCurrency} to ${outCurrency}: every movement has a stablecoin on at least one side.`;
  throw new ApiProblem({
    status: 422,
    code: 'amount_not_deliverable',
    detail,
    errors: [{ pointer: '/out/currency', code: 'amount_not_deliverable', message: detail }],
    retryable: false,
  });
}

/** A capability a quote can be priced against: the customer's record and its catalog entry. */
export interface QuotableCapability {
  record: CapabilityRecord;
  catalog: CatalogCapability;
}

/**
 * The customer's capability `capabilityId`, which must exist and be `ready` (409
 * capability_not_ready with `capabilities: [id]`).
 */
export function requireReadyCapability(partition: Partition, customerId: string, capabilityId: string): QuotableCapability {
  const record = findCapability(partition, customerId, capabilityId);
  const catalog = findCatalogCapability(capabilityId);
  if (!record || !catalog || record.status !== 'ready') {
    const detail = record
      ? `Capability ${capabilityId} of customer ${customerId} is ${record.status}; quotes are priced against ready capabilities only.`
      : `Customer ${customerId} has no capability ${capabilityId}; request it and wait until it is ready.`;
    throw new ApiProblem({
      status: 409,
      code: 'capability_not_ready',
      detail,
      errors: [{ pointer: '/capabilityId', code: 'capability_not_ready', message: detail }],
      extras: { capabilities: [capabilityId], ...(record?.statusReason ? { statusReason: record.statusReason } : {}) },
      retryable: false,
    });
  }
  return { record, catalog };
}

function unsupported(capabilityId: string, detail: string): ApiProblem {
  return new ApiProblem({
    status: 422,
    code: 'capability_direction_unsupported',
    detail,
    errors: [{ pointer: '/capabilityId', code: 'capability_direction_unsupported', message: detail }],
    extras: { capabilities: [capabilityId] },
    retryable: false,
  });
}

/**
 * 422 capability_direction_unsupported unless the capability moves money this way: pay-ins need
 * a fiat capability with `payin`, payouts a fiat capability with `payout`, stablecoin moves the
 * stablecoin capability with `payin` (deposits into the customer's own wallet) or `payout`.
 * Then the fiat currency must be one the capability moves (422 capability_currency_unsupported).
 */
export function requireDirectionSupported(
  capability: QuotableCapability,
  direction: TransferDirection,
  flow: 'payin' | 'payout',
  currencies: { in: string; out: string },
): void {
  const { record, catalog } = capability;
  const movesStablecoins = [...catalog.currencies.payin, ...catalog.currencies.payout].some(isStablecoin);
  const wantsStablecoinCapability = direction === 'stablecoin_move';
  if (movesStablecoins !== wantsStablecoinCapability) {
    throw unsupported(
      record.id,
      `Capability ${record.id} does not support ${direction}; ${wantsStablecoinCapability ? 'stablecoin moves go through stablecoin_transfers' : 'use a capability of a fiat payment method'}.`,
    );
  }
  if (!record.directions.includes(flow)) {
    throw unsupported(
      record.id,
      `Capability ${record.id} supports ${record.directions.join(' and ')} only; a ${direction} quote needs ${flow}.`,
    );
  }
  if (direction === 'stablecoin_move') return;
  const fiat =
    direction === 'fiat_to_stablecoin'
      ? { currency: currencies.in, pointer: '/in/currency' }
      : { currency: currencies.out, pointer: '/out/currency' };
  const offered = catalog.currencies[flow];
  if (!offered.includes(fiat.currency)) {
    const detail = `Capability ${record.id} moves ${offered.join(', ')} for ${flow}, not ${fiat.currency}.`;
    throw new ApiProblem({
      status: 422,
      code: 'capability_currency_unsupported',
      detail,
      errors: [{ pointer: fiat.pointer, code: 'capability_currency_unsupported', message: detail }],
      extras: { capabilities: [record.id] },
      retryable: false,
    });
  }
}
