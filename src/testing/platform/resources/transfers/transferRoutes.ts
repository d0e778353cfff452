import { transferStates } from '../../../../core/schemas/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { paginate } from '../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../http/RequestContext.js';
import { Issues } from '../../validation/Issues.js';
import { isObject } from '../../validation/shapes.js';
import type { TaskRecord } from '../onboarding/store.js';
import { isIdOf } from './checkId.js';
import { createTransfer } from './createTransfer.js';
import { transfersOf, transfersOfCustomer, type TransferRecord } from './store.js';
import { isTerminalState, moveTransfer } from './transferStateMachine.js';
import { tasksOfTransfer } from './transferTasks.js';

/** The transfer `transferId` of the partition; 404 transfer_not_found otherwise. */
export function requireTransfer(ctx: Pick<RequestContext, 'partition'>, transferId: string | undefined): TransferRecord {
  const transfer = isIdOf(transferId, 'tr_') ? transfersOf(ctx.partition).get(transferId) : undefined;
  if (!transfer)
    throw new ApiProblem({
      status: 404,
      code: 'transfer_not_found',
      detail: `No transfer ${transferId ?? '(none)'} in this environment.`,
      retryable: false,
    });
  return transfer;
}

/** `GET /v3/transfers`, filterable by exact `customerId`, `externalId` and `state`. */
function listTransfers(ctx: RequestContext) {
  const issues = new Issues();
  const customerId = ctx.query.get('customerId');
  const externalId = ctx.query.get('externalId');
  const state = ctx.query.get('state');
  if (customerId !== null && !isIdOf(customerId, 'cus_'))
    issues.add('/query/customerId', 'invalid_id', 'must be cus_ followed by letters and digits');
  if (externalId !== null && (externalId.length < 1 || externalId.length > 255))
    issues.add('/query/externalId', 'invalid_length', 'must be 1 to 255 characters');
  if (state !== null && !(transferStates as readonly string[]).includes(state))
    issues.add('/query/state', 'invalid_enum', `must be one of: ${transferStates.join(', ')}`);
  issues.throwIfAny();
  // A customer's list reads that customer's transfers only, whatever others hold.
  const candidates = customerId === null ? transfersOf(ctx.partition).values() : transfersOfCustomer(ctx.partition, customerId);
  const matching = candidates.filter(
    (transfer) => (externalId === null || transfer.externalId === externalId) && (state === null || transfer.state === state),
  );
  return paginate(ctx, matching);
}

function requireNoBody(body: unknown): void {
  if (body === undefined || (isObject(body) && Object.keys(body).length === 0)) return;
  const issues = new Issues();
  if (!isObject(body)) issues.add('', 'invalid_type', 'must be empty or an empty object');
  else for (const key of Object.keys(body)) issues.add(`/${key}`, 'unknown_field', 'is not a field of this operation');
  issues.throwIfAny();
}

/**
 * `POST /v3/transfers/{transferId}/cancel`: only a transfer still `awaiting_funds` can be
 * canceled (nothing has moved yet); any other state is 409 transfer_not_cancelable with the
 * transfer's `state` and a `statusReason`.
 */
function cancelTransfer(ctx: RequestContext) {
  requireNoBody(ctx.body);
  const transfer = requireTransfer(ctx, ctx.params.transferId);
  if (transfer.state !== 'awaiting_funds') {
    const why = isTerminalState(transfer.state) ? `it is already ${transfer.state}` : `funds are already moving (${transfer.state})`;
    throw new ApiProblem({
      status: 409,
      code: 'transfer_not_cancelable',
      detail: `Transfer ${transfer.id} cannot be canceled: ${why}. Only transfers awaiting funds can be canceled.`,
      extras: {
        state: transfer.state,
        statusReason: {
          code: `transfer_${transfer.state}`,
          message: `The transfer is ${transfer.state}.`,
          actor: 'developer',
          retryable: false,
        },
      },
      retryable: false,
    });
  }
  moveTransfer(ctx, transfer, 'canceled', {
    code: 'canceled_by_developer',
    message: 'The transfer was canceled before funds arrived.',
    actor: 'developer',
    retryable: false,
  });
  return ok(transfer);
}

/** `GET /v3/transfers/{transferId}/instructions`: bank coordinates with a reference code, or a deposit address. */
function instructionsOf(ctx: RequestContext) {
  const transfer = requireTransfer(ctx, ctx.params.transferId);
  if (transfer._instructions) return ok(transfer._instructions);
  const detail =
    transfer._funding === 'card_checkout'
      ? `Transfer ${transfer.id} is a card pay-in: the payer pays through checkout.url, not by transfer.`
      : `Transfer ${transfer.id} is funded from the customer's wallet balance; there is nothing to pay in.`;
  throw new ApiProblem({ status: 409, code: 'transfer_instructions_unavailable', detail, retryable: false });
}

/** A task as merchant-wide reads show it: no hosted session URLs or actions. */
function withoutSessionUrls(task: TaskRecord): TaskRecord {
  const strip = <T extends object>(session: T) => {
    const { url: _url, action: _action, ...rest } = session as T & { url?: unknown; action?: unknown };
    return rest as T;
  };
  return { ...task, verificationSessions: task.verificationSessions.map(strip), tosSessions: task.tosSessions.map(strip) };
}

/** `GET /v3/transfers/{transferId}/tasks`: the tasks scoped to the transfer, URL-free. */
function listTransferTasks(ctx: RequestContext) {
  const transfer = requireTransfer(ctx, ctx.params.transferId);
  return paginate(ctx, tasksOfTransfer(ctx.partition, transfer), withoutSessionUrls);
}

/** The transfer operations. */
export const transferRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/transfers', handler: createTransfer },
  { method: 'GET', path: '/v3/transfers', handler: listTransfers, list: true, query: ['customerId', 'externalId', 'state'] },
  { method: 'GET', path: '/v3/transfers/{transferId}', handler: (ctx) => ok(requireTransfer(ctx, ctx.params.transferId)) },
  { method: 'POST', path: '/v3/transfers/{transferId}/cancel', handler: cancelTransfer },
  { method: 'GET', path: '/v3/transfers/{transferId}/instructions', handler: instructionsOf },
  { method: 'GET', path: '/v3/transfers/{transferId}/tasks', handler: listTransferTasks, list: true },
];
