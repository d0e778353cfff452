/**
 * Turns an upstream answer into the browser's response. Successes pass with their JSON body, once
 * it reads as the JSON it claims to be, of the shape the route answers with; an empty success
 * passes only as a 204 of a route that may answer no content (`KitRoute.answer`); problems pass with
 * their safe fields only; an upstream 401 or 403 (a key problem, never the browser's) becomes a 502
 * carrying the correlation id; anything unexpected becomes a 502. The proxy's own problems are
 * thrown, each with its real cause for `onError`. No response ever holds the API key or the
 * upstream host.
 */
import { answerOf, mayAnswerNoContent, type KitRoute, type KitRouteAnswer } from '../../core/routes/index.js';
import { browserResponse } from './browserResponse.js';
import type { UpstreamResult } from './callUpstream.js';
import { upstreamAnswerError } from './proxyFailure.js';
import { ProxyProblem, upstreamInvalidResponse } from './proxyProblem.js';
import type { RequestTrace } from './requestTrace.js';
import { isCorrelationId } from './requestId.js';
import { sanitizeProblem } from './sanitizeProblem.js';
import type { Scrub } from './scrubText.js';
import { isDataEnvelope, isJsonObject, upstreamJson } from './upstreamJson.js';

/** What relaying needs to know about the proxy and the request. */
export interface RelayContext {
  requestId: string;
  apiKey: string;
  upstreamHosts: readonly string[];
  scrub: Scrub;
  /** The request's notes: the problem code of a passed-on upstream problem, and the failure behind an upstream 5xx. */
  trace: RequestTrace;
}

function objectOf(result: UpstreamResult): Record<string, unknown> | undefined {
  if (result.kind !== 'json' && result.kind !== 'problem') return undefined;
  const value = upstreamJson(result)?.value;
  return isJsonObject(value) ? value : undefined;
}

function keyProblem(result: UpstreamResult, context: RelayContext): ProxyProblem {
  const given = objectOf(result)?.correlationId;
  const correlationId = isCorrelationId(given) ? given : (result.correlationId ?? context.requestId);
  return new ProxyProblem(
    {
      status: 502,
      code: 'upstream_auth_failed',
      detail: "The payments API refused the merchant server's credentials. Quote the correlation id to support.",
      retryable: false,
      correlationId,
    },
    {
      phase: 'upstream_response',
      cause: upstreamAnswerError(result.status, 'a refusal of the API key: check apiKey, its environment and baseUrl'),
    },
  );
}

/** Why a success body is not one to pass on, or `undefined` when it is the JSON of `answer`'s shape, free of the key. */
function successFlaw(result: UpstreamResult, answer: KitRouteAnswer, apiKey: string): string | undefined {
  if (result.kind !== 'json') return 'a success body that is not application/json';
  const json = upstreamJson(result);
  if (json === undefined) return 'a success body that is not UTF-8 JSON';
  const isShaped = answer === 'unstated' ? isJsonObject(json.value) : isDataEnvelope(json.value);
  if (!isShaped) return answer === 'unstated' ? 'a success body that is not a JSON object' : 'a success body without its { data }';
  return json.text.includes(apiKey) ? 'a success body that quotes the API key' : undefined;
}

/**
 * The browser response for `result`, an answer to `route` (without one, a read that answers
 * `{ data }`): a success must carry what the route answers with.
 * @throws ProxyProblem 502 `upstream_auth_failed`, `upstream_unavailable` or
 * `upstream_invalid_response`, each with the failure behind it.
 */
export function relayUpstream(result: UpstreamResult, context: RelayContext, route?: KitRoute): Response {
  const { requestId } = context;
  const { status } = result;
  if (status === 401 || status === 403) throw keyProblem(result, context);
  const passthrough = { requestId, idempotencyReplayed: result.idempotencyReplayed, retryAfter: result.retryAfter };
  if (status >= 200 && status < 300) {
    if (result.kind === 'none') {
      // A create, a read or an update without its `{ data }` is an outcome the browser cannot know.
      if (status === 204 && route !== undefined && mayAnswerNoContent(route)) return browserResponse(status, null, passthrough);
      throw upstreamInvalidResponse({ status, what: 'no body' }, 'The payments API answered a success with no body.');
    }
    // 204 and 205 carry no body by definition: one that came with bytes is not a 204 to pass on.
    if (status === 204 || status === 205) throw upstreamInvalidResponse({ status, what: 'a body, which this status never has' });
    const flaw = successFlaw(result, route === undefined ? 'data' : answerOf(route), context.apiKey);
    if (flaw !== undefined) throw upstreamInvalidResponse({ status, what: flaw });
    return browserResponse(status, result.bytes as Uint8Array<ArrayBuffer>, { ...passthrough, contentType: 'application/json' });
  }
  if (status >= 400 && status < 600) {
    const body = objectOf(result);
    if (body === undefined) {
      if (status >= 500) {
        throw new ProxyProblem(
          { status: 502, code: 'upstream_unavailable', detail: 'The payments API failed.', retryable: true },
          { phase: 'upstream_response', cause: upstreamAnswerError(status, 'a body that is not a JSON problem') },
        );
      }
      throw upstreamInvalidResponse({ status, what: 'a body that is not a JSON problem' });
    }
    const problem = sanitizeProblem(body, {
      status,
      apiKey: context.apiKey,
      upstreamHosts: context.upstreamHosts,
      scrub: context.scrub,
      correlationId: result.correlationId ?? requestId,
    });
    const code = typeof problem.code === 'string' ? problem.code : null;
    context.trace.code = code;
    if (status >= 500) {
      context.trace.failure = {
        phase: 'upstream_response',
        cause: upstreamAnswerError(status, `a problem of its own (${code ?? 'no code'})`),
      };
    }
    return browserResponse(status, JSON.stringify(problem), { ...passthrough, contentType: 'application/problem+json' });
  }
  throw upstreamInvalidResponse({ status, what: 'a status the proxy does not pass on' });
}
