import { capabilityIdOfRail, legacyRails } from '../../../../../core/legacy/index.js';
import { findCatalogCapability } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { customersOf } from '../../customers/store.js';
import { findCapability } from '../../onboarding/store.js';
import { railNotReady, requireRailReady } from '../customers/railNotReady.js';

/** A v1 rail and the v3 capability a quote on it is priced against. */
export interface QuoteRail {
  rail: string;
  capabilityId: string;
}

/** The rails, in v1 order, whose capability the catalog offers customers of `customerType` for `flow` in `fiatCurrency`. */
function railsMoving(flow: 'payin' | 'payout', fiatCurrency: string, customerType: string | undefined): QuoteRail[] {
  return legacyRails.flatMap((rail) => {
    const capabilityId = capabilityIdOfRail(rail) ?? '';
    const offered = findCatalogCapability(capabilityId);
    const moves = offered?.directions.includes(flow) && offered.currencies[flow].includes(fiatCurrency);
    const requestable = offered?.customerTypes.some((type) => type === customerType);
    return moves && requestable ? [{ rail, capabilityId }] : [];
  });
}

/**
 * The rail a v1 quote moves on, ready_to_use for the customer. A named rail must be one the
 * platform offers (422 validation_error rail_unavailable at `/rail` otherwise) and ready (409
 * rail_not_ready). Without one, the first rail in v1 order that moves the fiat currency this way,
 * is offered to the customer's type and is ready is taken; when none is ready, 409 rail_not_ready lists every rail that would do.
 */
export function chooseQuoteRail(
  partition: Partition,
  request: { flow: 'payin' | 'payout'; customerId: string; rail?: string; fiatCurrency: string; fiatPointer: string },
): QuoteRail {
  if (request.rail !== undefined) {
    const capabilityId = capabilityIdOfRail(request.rail) ?? request.rail;
    if (!findCatalogCapability(capabilityId)) {
      const detail = `Rail ${request.rail} is not offered on this platform.`;
      throw new ApiProblem({
        status: 422,
        code: 'validation_error',
        detail,
        errors: [{ pointer: '/rail', code: 'rail_unavailable', message: detail }],
        retryable: false,
      });
    }
    requireRailReady(partition, request.customerId, capabilityId);
    return { rail: request.rail, capabilityId };
  }
  const candidates = railsMoving(request.flow, request.fiatCurrency, customersOf(partition).get(request.customerId)?.type);
  if (candidates.length === 0) {
    const detail = `No v1 rail moves ${request.fiatCurrency} for a ${request.flow}.`;
    throw new ApiProblem({
      status: 422,
      code: 'validation_error',
      detail,
      errors: [{ pointer: request.fiatPointer, code: 'no_rail_for_currency', message: detail }],
      retryable: false,
    });
  }
  const ready = candidates.find(({ capabilityId }) => findCapability(partition, request.customerId, capabilityId)?.status === 'ready');
  if (!ready)
    throw railNotReady(
      request.customerId,
      candidates.map(({ rail }) => rail),
    );
  return ready;
}
