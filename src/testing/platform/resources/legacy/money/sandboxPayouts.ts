import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { checkEnum, expectObject, rejectUnknownFields } from '../../../validation/shapes.js';
import { checkId } from '../../transfers/checkId.js';
import type { TransferRecord } from '../../transfers/store.js';
import { requireTransfer } from '../../transfers/transferRoutes.js';
import { moveTransfer } from '../../transfers/transferStateMachine.js';
import { notInState, requireFlowQuote, transferOfQuote } from './executeQuote.js';
import { presentLegacyMovement } from './presentTransfer.js';

const OUTCOMES = ['completed', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

function readBody(body: unknown): { quoteId?: string; transferId?: string; outcome: Outcome } {
  const issues = new Issues();
  const root = expectObject(issues, '', body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, ['quoteId', 'transferId', 'outcome']);
  const hasQuote = value.quoteId !== undefined && value.quoteId !== null;
  const hasTransfer = value.transferId !== undefined && value.transferId !== null;
  if (hasQuote === hasTransfer) {
    const message = 'give exactly one of quoteId and transferId';
    issues.add('/quoteId', 'one_of_required', message);
    issues.add('/transferId', 'one_of_required', message);
  }
  if (hasQuote) checkId(issues, '/quoteId', value.quoteId, 'quo_');
  if (hasTransfer) checkId(issues, '/transferId', value.transferId, 'tr_');
  if (value.outcome !== undefined && value.outcome !== null) checkEnum(issues, '/outcome', value.outcome, OUTCOMES);
  issues.throwIfAny();
  return {
    ...(hasQuote ? { quoteId: value.quoteId as string } : { transferId: value.transferId as string }),
    outcome: (value.outcome as Outcome | null | undefined) ?? 'completed',
  };
}

function payoutTransfer(ctx: RequestContext, transferId: string): TransferRecord {
  const transfer = requireTransfer(ctx, transferId);
  if (transfer.direction === 'stablecoin_to_fiat') return transfer;
  const detail = `Transfer ${transfer.id} is a ${transfer.direction} transfer, not a payout.`;
  throw new ApiProblem({
    status: 422,
    code: 'validation_error',
    detail,
    errors: [{ pointer: '/transferId', code: 'wrong_direction', message: detail }],
    retryable: false,
  });
}

/**
 * `POST /v1/sandbox/payouts/simulate` `{ quoteId | transferId, outcome?: completed | failed }`:
 * executes the payout quote (unless a transfer already did; debits the customer's issued wallet
 * as `POST /v3/transfers` does) and finishes the processing payout with `outcome` (default
 * completed; failed refunds the wallet). Answers the v1 payout view.
 */
function simulatePayout(ctx: RequestContext) {
  const body = readBody(ctx.body);
  const transfer =
    body.quoteId !== undefined
      ? transferOfQuote(ctx, requireFlowQuote(ctx, body.quoteId, 'payout'))
      : payoutTransfer(ctx, body.transferId ?? '');
  if (transfer.state !== 'processing') throw notInState(transfer, 'processing', `finishing a payout as ${body.outcome}`);
  moveTransfer(ctx, transfer, body.outcome);
  return ok(presentLegacyMovement(ctx.partition, transfer));
}

/** The v1 payout simulation (sandbox only). */
export const sandboxPayoutRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v1/sandbox/payouts/simulate',
    handler: simulatePayout,
    sandbox: true,
    legacy: { replacement: 'POST /v3/sandbox/transfers/{transferId}/state' },
  },
];
