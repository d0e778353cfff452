/**
 * Ownership proofs for the kit routes outside `/v3/customers/{customerId}`: before a quote, a
 * transfer, a task or an account is read, executed, canceled or changed, the proxy reads the
 * upstream record and compares its `customerId` with the session's. A record of another customer,
 * or one that cannot be read, is 404, exactly as a missing one; nothing effectful is sent.
 */
import { isValidPathParam, type KitRoute, type KitRouteName, type OwnershipCheck } from '../../core/routes/index.js';
import type { UpstreamResult } from './callUpstream.js';
import { ProxyProblem, invalidField, upstreamInvalidResponse, type ProxyProblemCode } from './proxyProblem.js';
import type { JsonObject } from './readJsonBody.js';
import { upstreamJson } from './upstreamJson.js';

/** Reads an upstream template (GET) with path parameters and a query; the customer is the session's. */
export type UpstreamRead = (template: string, params: Readonly<Record<string, string>>, query?: string) => Promise<UpstreamResult>;

/** The result of a proof: owned (with the read, when one answers the route itself) or an upstream failure to relay. */
export type OwnershipProof =
  { status: 'owned'; read?: { template: string; result: UpstreamResult } } | { status: 'failed'; result: UpstreamResult };

type RecordKind = 'quote' | 'transfer' | 'task' | 'account';

interface Target {
  kind: RecordKind;
  id: string;
}

const READS: Record<Exclude<RecordKind, 'account'>, { template: string; param: string }> = {
  quote: { template: '/v3/quotes/{quoteId}', param: 'quoteId' },
  transfer: { template: '/v3/transfers/{transferId}', param: 'transferId' },
  task: { template: '/v3/tasks/{taskId}', param: 'taskId' },
};
const ACCOUNTS = '/v3/customers/{customerId}/accounts';
/** Pages of 100 accounts read at most to find one. */
const MAX_ACCOUNT_PAGES = 20;

const NOT_FOUND: Record<RecordKind, ProxyProblemCode> = {
  quote: 'quote_not_found',
  transfer: 'transfer_not_found',
  task: 'task_not_found',
  account: 'account_not_found',
};

const PARAM_OF: Record<Exclude<OwnershipCheck, 'quoteInBody'>, { kind: RecordKind; param: string }> = {
  quote: { kind: 'quote', param: 'quoteId' },
  transfer: { kind: 'transfer', param: 'transferId' },
  task: { kind: 'task', param: 'taskId' },
  account: { kind: 'account', param: 'accountId' },
};

function notFound(kind: RecordKind): ProxyProblem {
  return new ProxyProblem({ status: 404, code: NOT_FOUND[kind], detail: `No such ${kind}.`, retryable: false });
}

function bodyReference(value: unknown, pointer: string, param: string): string {
  if (typeof value !== 'string' || !isValidPathParam(param, value))
    throw invalidField(pointer, 'invalid_format', `must be a ${param.replace(/Id$/, '')} id`);
  return value;
}

/** What the route needs proven: path parameters, and ids the body refers to. */
export function ownershipTargets(
  name: KitRouteName,
  route: KitRoute,
  params: Readonly<Record<string, string>>,
  body: JsonObject | undefined,
): Target[] {
  const targets: Target[] = [];
  if (route.ownership === 'quoteInBody') {
    targets.push({ kind: 'quote', id: bodyReference(body?.quoteId, '/quoteId', 'quoteId') });
  } else if (route.ownership !== undefined) {
    const { kind, param } = PARAM_OF[route.ownership];
    targets.push({ kind, id: params[param] as string });
  }
  // A sandbox task may be scoped to a transfer: it must be the session's too.
  const scope = body?.scope;
  if (name === 'createSandboxTask' && typeof scope === 'object' && scope !== null && 'transferId' in scope) {
    targets.push({ kind: 'transfer', id: bodyReference((scope as JsonObject).transferId, '/scope/transferId', 'transferId') });
  }
  return targets;
}

function ownerOf(result: UpstreamResult): unknown {
  const json = result.kind === 'json' ? upstreamJson(result) : undefined;
  if (json === undefined) throw upstreamInvalidResponse({ status: result.status, what: 'an ownership read that is not JSON' });
  const data = (json.value as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) {
    throw upstreamInvalidResponse({ status: result.status, what: 'an ownership read without its { data } object' });
  }
  return (data as { customerId?: unknown }).customerId;
}

/** Upstream failures the browser should see as they are (mapped): a key problem, throttling, an outage. */
function isRelayedFailure(status: number): boolean {
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

async function proveAccount(id: string, read: UpstreamRead): Promise<OwnershipProof> {
  let cursor: string | undefined;
  for (let page = 0; page < MAX_ACCOUNT_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: '100', ...(cursor === undefined ? {} : { cursor }) }).toString();
    const result = await read(ACCOUNTS, {}, query);
    if (isRelayedFailure(result.status)) return { status: 'failed', result };
    if (result.status !== 200 || result.kind !== 'json') throw notFound('account');
    const body = upstreamJson(result)?.value as { data?: unknown; hasMore?: unknown; nextCursor?: unknown } | null | undefined;
    if (body === undefined || body === null || !Array.isArray(body.data)) {
      throw upstreamInvalidResponse({ status: result.status, what: 'an account list without its { data } array' });
    }
    if (body.data.some((account: unknown) => (account as { id?: unknown } | null)?.id === id)) return { status: 'owned' };
    if (body.hasMore !== true || typeof body.nextCursor !== 'string' || body.nextCursor === '') break;
    cursor = body.nextCursor;
  }
  throw notFound('account');
}

async function proveOne(target: Target, customerId: string, read: UpstreamRead): Promise<OwnershipProof> {
  if (target.kind === 'account') return proveAccount(target.id, read);
  const { template, param } = READS[target.kind];
  const result = await read(template, { [param]: target.id });
  if (isRelayedFailure(result.status)) return { status: 'failed', result };
  if (result.status !== 200) throw notFound(target.kind);
  if (ownerOf(result) !== customerId) throw notFound(target.kind);
  return { status: 'owned', read: { template, result } };
}

/**
 * Proves every target belongs to `customerId`, in order.
 * @throws ProxyProblem 404 (`quote_not_found`, `transfer_not_found`, `task_not_found`,
 * `account_not_found`) for a foreign or unreadable record, 400 for a malformed body reference,
 * 502 for an upstream answer that is not a record.
 */
export async function proveOwnership(targets: readonly Target[], customerId: string, read: UpstreamRead): Promise<OwnershipProof> {
  let proof: OwnershipProof = { status: 'owned' };
  for (const target of targets) {
    proof = await proveOne(target, customerId, read);
    if (proof.status === 'failed') return proof;
  }
  return proof;
}
