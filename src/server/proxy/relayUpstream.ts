/**
 * Turns an upstream answer into the browser's response. Successes pass with their JSON body, once
 * it reads as the JSON it claims to be, of the shape the route answers with; an empty success
 * passes only as a 204 of a route that may answer no content (`KitRoute.answer`); problems pass with their safe fields only; an upstream 401
 * or 403 (a key problem, never the browser's) becomes a 502 carrying the correlation id; anything
 * unexpected becomes a 502. No response ever holds the API key or the upstream host.
 */
import { answerOf, mayAnswerNoContent, type KitRoute, type KitRouteAnswer } from '../../core/routes/index.js';
import { browserResponse, problemResponse } from './browserResponse.js';
import type { UpstreamResult } from './callUpstream.js';
import { upstreamInvalidResponse } from './proxyProblem.js';
import { isCorrelationId } from './requestId.js';
import { sanitizeProblem } from './sanitizeProblem.js';
import type { Scrub } from './scrubText.js';
import { isDataEnvelope, isJsonObject, upstreamJson } from './upstreamJson.js';

/** What relaying needs to know about the proxy. */
export interface RelayContext {
  requestId: string;
  apiKey: string;
  upstreamHosts: readonly string[];
  scrub: Scrub;
}

function objectOf(result: UpstreamResult): Record<string, unknown> | undefined {
  if (result.kind !== 'json' && result.kind !== 'problem') return undefined;
  const value = upstreamJson(result)?.value;
  return isJsonObject(value) ? value : undefined;
}

function keyProblem(result: UpstreamResult, context: RelayContext): Response {
  const given = objectOf(result)?.correlationId;
  const correlationId = isCorrelationId(given) ? given : (result.correlationId ?? context.requestId);
  return problemResponse(
    {
      status: 502,
      code: 'upstream_auth_failed',
      detail: "The payments API refused the merchant server's credentials. Quote the correlation id to support.",
      retryable: false,
      correlationId,
    },
    context.requestId,
  );
}

/**
 * True when a success body is the JSON it claims, of the shape of `answer` (`{ data }`, or any JSON
 * object where the answer is unstated), and free of the key.
 */
function isRelayableSuccess(result: UpstreamResult, answer: KitRouteAnswer, apiKey: string): boolean {
  if (result.kind !== 'json') return false;
  const json = upstreamJson(result);
  if (json === undefined) return false;
  const isShaped = answer === 'unstated' ? isJsonObject(json.value) : isDataEnvelope(json.value);
  return isShaped && !json.text.includes(apiKey);
}

/**
 * The browser response for `result`, an answer to `route` (without one, a read that answers
 * `{ data }`): a success must carry what the route answers with.
 */
export function relayUpstream(result: UpstreamResult, context: RelayContext, route?: KitRoute): Response {
  const { requestId } = context;
  const { status } = result;
  if (status === 401 || status === 403) return keyProblem(result, context);
  const passthrough = { requestId, idempotencyReplayed: result.idempotencyReplayed, retryAfter: result.retryAfter };
  if (status >= 200 && status < 300) {
    if (result.kind === 'none') {
      // A create, a read or an update without its `{ data }` is an outcome the browser cannot know.
      if (status === 204 && route !== undefined && mayAnswerNoContent(route)) return browserResponse(status, null, passthrough);
      return problemResponse(upstreamInvalidResponse('The payments API answered a success with no body.').init, requestId);
    }
    // 204 and 205 carry no body by definition: one that came with bytes is not a 204 to pass on.
    const isNullBodyStatus = status === 204 || status === 205;
    if (isNullBodyStatus || !isRelayableSuccess(result, route === undefined ? 'data' : answerOf(route), context.apiKey)) {
      return problemResponse(upstreamInvalidResponse().init, requestId);
    }
    return browserResponse(status, result.bytes as Uint8Array<ArrayBuffer>, { ...passthrough, contentType: 'application/json' });
  }
  if (status >= 400 && status < 600) {
    const body = objectOf(result);
    if (body === undefined) {
      if (status >= 500) {
        return problemResponse(
          { status: 502, code: 'upstream_unavailable', detail: 'The payments API failed.', retryable: true },
          requestId,
        );
      }
      return problemResponse(upstreamInvalidResponse().init, requestId);
    }
    const problem = sanitizeProblem(body, {
      status,
      apiKey: context.apiKey,
      upstreamHosts: context.upstreamHosts,
      scrub: context.scrub,
      correlationId: result.correlationId ?? requestId,
    });
    return browserResponse(status, JSON.stringify(problem), { ...passthrough, contentType: 'application/problem+json' });
  }
  return problemResponse(upstreamInvalidResponse().init, requestId);
}
