/**
 * Forwards one kit route call, once the route is resolved and the session known: query allowlist,
 * namespaced idempotency key, body limits, customer binding and id bounds, ownership proofs, the
 * upstream call with headers built from scratch, and the relay of its answer.
 */
import { isEffectfulMethod } from '../../core/routes/index.js';
import type { KitRouteMatch } from '../matchKitRoute.js';
import { bindCustomer, refuseMerchantFields } from './bindCustomer.js';
import { refuseOverlongIds } from './bodyIds.js';
import { callUpstream, type UpstreamCall, type UpstreamResult } from './callUpstream.js';
import { filterQuery } from './filterQuery.js';
import { readBrowserIdempotencyKey, type IdempotencyNamespacer } from './idempotencyKey.js';
import { ownershipTargets, proveOwnership, type UpstreamRead } from './proveOwnership.js';
import { readDocumentUpload } from './readDocumentUpload.js';
import { readEmptyBody, readJsonBody, type JsonObject } from './readJsonBody.js';
import { upstreamInvalidResponse } from './proxyProblem.js';
import { relayUpstream, type RelayContext } from './relayUpstream.js';
import type { RequestDeadline } from './requestDeadline.js';
import type { ProxyConfig } from './resolveProxyConfig.js';
import type { UploadLease } from './uploadSlots.js';
import { upstreamHeaders } from './upstreamHeaders.js';
import { upstreamJson } from './upstreamJson.js';
import { upstreamUrl } from './upstreamUrl.js';

/** One call's context. */
export interface ForwardContext {
  config: ProxyConfig;
  namespace: IdempotencyNamespacer;
  relay: RelayContext;
  customerId: string;
  /** The request's one deadline: body reads, ownership reads and the main call spend from the same budget. */
  deadline: RequestDeadline;
  /** The upload slot of a multipart route, released by the caller once the response is settled. */
  uploadLease?: UploadLease;
  /** Told the bytes of an upload's body read so far, as they come (the rate limit charges by them). */
  onUploadBytes?: (total: number) => void;
}

interface PreparedBody {
  json?: JsonObject;
  bytes?: Uint8Array | string | ReadableStream<Uint8Array>;
  contentType?: string;
  /** An upload's signal, which fails the upstream call with the upload's problem. */
  signal?: AbortSignal;
}

async function prepareBody(match: KitRouteMatch, request: Request, context: ForwardContext): Promise<PreparedBody> {
  const { route } = match;
  const { limits } = context.config;
  switch (route.body) {
    case 'json': {
      const read = await readJsonBody(request, limits.jsonBodyBytes, context.deadline);
      refuseMerchantFields(match.name, read);
      const json = bindCustomer(route, read, context.customerId);
      refuseOverlongIds(json);
      return { json, bytes: JSON.stringify(json), contentType: 'application/json' };
    }
    case 'multipart': {
      const ended = context.uploadLease?.signal;
      const upload = await readDocumentUpload(request, {
        documentBytes: limits.documentBytes,
        pace: { firstBytesMs: limits.uploadFirstBytesMs, idleMs: limits.uploadIdleMs, minBytesPerSecond: limits.uploadMinBytesPerSecond },
        deadline: context.deadline,
        signal: ended === undefined ? request.signal : AbortSignal.any([request.signal, ended]),
        now: context.config.now,
        onBytes: context.onUploadBytes,
      });
      return { bytes: upload.body, contentType: upload.contentType, signal: upload.signal };
    }
    default:
      if (route.method !== 'GET') await readEmptyBody(request, context.deadline);
      return {};
  }
}

/** A list bound to the customer by query (the transfers) must hold the session's records only, whatever upstream filtered. */
function checkBoundList(result: UpstreamResult, customerId: string): void {
  if (result.status !== 200) return;
  const body = upstreamJson(result)?.value as { data?: unknown } | null | undefined;
  if (
    !Array.isArray(body?.data) ||
    body.data.some((item: unknown) => (item as { customerId?: unknown } | null)?.customerId !== customerId)
  ) {
    throw upstreamInvalidResponse({ status: result.status, what: "a list that is not the session customer's records only" });
  }
}

/** Forwards `request`, matched to `match`, for the session's customer. */
export async function forwardKitRoute(
  match: KitRouteMatch,
  request: Request,
  requestId: string,
  context: ForwardContext,
): Promise<Response> {
  const { config, customerId } = context;
  const { route, params, name } = match;
  const query = filterQuery(route, new URL(request.url).searchParams, customerId);

  let idempotencyKey: string | undefined;
  if (isEffectfulMethod(route.method)) {
    // The API keys every effectful call but the sandbox controls.
    const browserKey = readBrowserIdempotencyKey(request, route.sandboxOnly !== true);
    if (browserKey !== undefined) idempotencyKey = await context.namespace(customerId, browserKey);
  }
  const body = await prepareBody(match, request, context);

  const { trace } = context.relay;
  const call = async (upstreamCall: UpstreamCall): Promise<UpstreamResult> => {
    const result = await callUpstream(config, upstreamCall);
    trace.upstreamStatus = result.status;
    return result;
  };
  const read: UpstreamRead = (template, readParams, readQuery = '') =>
    call({
      method: 'GET',
      url: upstreamUrl(config, template, readParams, customerId, readQuery),
      headers: upstreamHeaders(config.apiKey, { requestId }),
      deadline: context.deadline,
    });
  const targets = ownershipTargets(name, route, params, body.json);
  if (targets.length > 0) {
    const proof = await proveOwnership(targets, customerId, read);
    if (proof.status === 'failed') return relayUpstream(proof.result, context.relay);
    // A read that is the route itself (GET a quote, GET a transfer) answers it: no second call.
    if (proof.read !== undefined && route.method === 'GET' && proof.read.template === route.upstream && query === '') {
      return relayUpstream(proof.read.result, context.relay);
    }
  }

  const result = await call({
    method: route.method,
    url: upstreamUrl(config, route.upstream, params, customerId, query),
    headers: upstreamHeaders(config.apiKey, { requestId, contentType: body.contentType, idempotencyKey }),
    body: body.bytes,
    signal: body.signal,
    deadline: context.deadline,
  });
  if (route.binding?.query !== undefined && route.method === 'GET') checkBoundList(result, customerId);
  return relayUpstream(result, context.relay, route);
}
