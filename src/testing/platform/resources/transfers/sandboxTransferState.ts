import { transferStates, type StateDetail, type TransferState } from '../../../../core/schemas/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../http/RequestContext.js';
import { Issues } from '../../validation/Issues.js';
import { checkEnum, expectObject, rejectUnknownFields, requireField } from '../../validation/shapes.js';
import { checkPlainText } from '../../validation/textRules.js';
import { requireTransfer } from './transferRoutes.js';
import { FUNDING_WINDOW_EXPIRED } from './transferTick.js';
import { DEFAULT_STATE_DETAILS, moveTransfer, TRANSFER_TRANSITIONS } from './transferStateMachine.js';
import { openTransferReviewTask } from './transferReviewTask.js';
import { closeOpenTasksOfTransfer } from './transferTasks.js';

const STATES_WITH_DETAIL: readonly string[] = ['action_required', 'failed', 'canceled'];
const STATE_DETAIL_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** Defaults of a forced move: a sandbox cancel stands for the funding window expiring. */
const SANDBOX_DEFAULTS: Partial<Record<TransferState, Partial<StateDetail>>> = { canceled: FUNDING_WINDOW_EXPIRED };

function readBody(body: unknown): { state: TransferState; stateDetail: { code: string; message?: string } | undefined } {
  const issues = new Issues();
  const root = expectObject(issues, '', body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, ['state', 'stateDetail']);
  if (requireField(issues, '/state', value.state)) checkEnum(issues, '/state', value.state, transferStates);
  if (value.stateDetail !== undefined && value.stateDetail !== null) {
    const detail = expectObject(issues, '/stateDetail', value.stateDetail);
    if (detail) {
      rejectUnknownFields(issues, '/stateDetail', detail, ['code', 'message']);
      if (
        requireField(issues, '/stateDetail/code', detail.code) &&
        (typeof detail.code !== 'string' || !STATE_DETAIL_CODE.test(detail.code))
      ) {
        issues.add('/stateDetail/code', 'invalid_format', 'must be a snake_case code of at most 64 characters');
      }
      if (detail.message !== undefined && detail.message !== null) checkPlainText(issues, '/stateDetail/message', detail.message, 1024);
    }
    if (typeof value.state === 'string' && !STATES_WITH_DETAIL.includes(value.state)) {
      issues.add('/stateDetail', 'not_applicable', `only ${STATES_WITH_DETAIL.join(', ')} carry a stateDetail`);
    }
  }
  issues.throwIfAny();
  const detail = value.stateDetail as { code: string; message?: string | null } | null | undefined;
  return {
    state: value.state as TransferState,
    stateDetail: detail ? { code: detail.code, ...(detail.message ? { message: detail.message } : {}) } : undefined,
  };
}

/**
 * The shortest walk along the transitions table from `from` to `to` (the states after `from`),
 * or `undefined` when `to` cannot be reached. Forcing `completed` from `awaiting_funds` walks
 * through `processing`, as the real transfer would.
 */
export function pathBetween(from: string, to: string): TransferState[] | undefined {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const state = queue.shift() as string;
    if (state === to && state !== from) break;
    for (const next of TRANSFER_TRANSITIONS[state as TransferState] ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, state);
      queue.push(next);
    }
  }
  if (!previous.has(to) || to === from) return undefined;
  const path: TransferState[] = [];
  for (let state = to; state !== from; state = previous.get(state) as string) path.unshift(state as TransferState);
  return path;
}

function reachableFrom(from: string): TransferState[] {
  return transferStates.filter((state) => pathBetween(from, state) !== undefined);
}

/**
 * `POST /v3/sandbox/transfers/{transferId}/state` `{ state, stateDetail? }`: forces a transfer
 * into `state` along the transitions table, step by step (each step emits its events), so
 * `awaiting_funds` → `completed` passes through `processing`. A state the table cannot reach is
 * 409 invalid_state_transition with the current `state` and the reachable `allowedStates`.
 * `failed`, `canceled` and `action_required` carry a stateDetail: the one given, or a default.
 * Forcing `action_required` stands for a compliance hold: a review task (its reason the given
 * stateDetail code) is attached first, so the transfer lists it in `openTaskIds` and resumes to
 * `processing` once the task is answered and accepted, as for any transfer task. Forcing a held
 * transfer out of `action_required` stands for its compliance review settling: its open tasks are
 * canceled first (they can no longer be answered), so no step lists them.
 */
function setTransferState(ctx: RequestContext) {
  const { state, stateDetail } = readBody(ctx.body);
  const transfer = requireTransfer(ctx, ctx.params.transferId);
  const path = pathBetween(transfer.state, state);
  if (!path) {
    const allowedStates = reachableFrom(transfer.state);
    throw new ApiProblem({
      status: 409,
      code: 'invalid_state_transition',
      detail: `Transfer ${transfer.id} cannot move from ${transfer.state} to ${state}; ${allowedStates.length ? `allowed: ${allowedStates.join(', ')}` : `${transfer.state} is terminal`}.`,
      extras: { state: transfer.state, allowedStates },
      retryable: false,
    });
  }
  if (transfer.state === 'action_required') closeOpenTasksOfTransfer(ctx, transfer);
  for (const step of path.slice(0, -1)) moveTransfer(ctx, transfer, step, SANDBOX_DEFAULTS[step] ?? DEFAULT_STATE_DETAILS[step]);
  const base = SANDBOX_DEFAULTS[state] ?? DEFAULT_STATE_DETAILS[state];
  const message = stateDetail?.message ?? (stateDetail ? `Forced by the sandbox: ${stateDetail.code}.` : undefined);
  if (state === 'action_required') openTransferReviewTask(ctx, transfer, stateDetail);
  moveTransfer(ctx, transfer, state, { ...base, ...stateDetail, ...(message ? { message } : {}) });
  return ok(transfer);
}

/** The sandbox transfer operations. */
export const sandboxTransferRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/sandbox/transfers/{transferId}/state', handler: setTransferState, sandbox: true },
];
