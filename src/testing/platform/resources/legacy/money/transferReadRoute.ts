import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import type { Partition } from '../../../Partition.js';
import { isIdOf } from '../../transfers/checkId.js';
import { quotesOf, transfersOf, type TransferRecord } from '../../transfers/store.js';
import { presentLegacyTransfer } from './presentTransfer.js';

/**
 * The transfer `id` names: a tr_ transfer, or the transfer made from a consumed quo_ quote. An
 * unknown id, or a quote nothing executed yet, is 404 transfer_not_found.
 */
export function findTransferByLegacyId(partition: Partition, id: string): TransferRecord | undefined {
  if (isIdOf(id, 'tr_')) return transfersOf(partition).get(id);
  if (!isIdOf(id, 'quo_')) return undefined;
  const transferId = quotesOf(partition).get(id)?._transferId;
  return transferId ? transfersOf(partition).get(transferId) : undefined;
}

/** `GET /v1/transfers/{id}`: the v1 transfer view. */
function readLegacyTransfer(ctx: RequestContext) {
  const id = ctx.params.id ?? '';
  const transfer = findTransferByLegacyId(ctx.partition, id);
  if (!transfer) {
    const unconsumed = isIdOf(id, 'quo_') && quotesOf(ctx.partition).has(id);
    throw new ApiProblem({
      status: 404,
      code: 'transfer_not_found',
      detail: unconsumed
        ? `Quote ${id} has not been executed; no transfer was made from it yet.`
        : `No transfer ${id} in this environment.`,
      retryable: false,
    });
  }
  return ok(presentLegacyTransfer(ctx.partition, transfer));
}

/** The v1 transfer read. */
export const legacyTransferRoutes: RouteDef[] = [
  { method: 'GET', path: '/v1/transfers/{id}', handler: readLegacyTransfer, legacy: { replacement: 'GET /v3/transfers/{transferId}' } },
];
