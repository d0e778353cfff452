import { declaredLength } from '../../../core/bytes/declaredLength.js';
import { readCapped } from '../../../core/bytes/readCapped.js';
import type { PlatformCore } from '../PlatformCore.js';
import { internalFieldReplacer } from '../PlatformCore.js';
import { ApiProblem, problems } from './ApiProblem.js';
import { authenticate } from './auth.js';
import {
  claimIdempotencyKey,
  fingerprint,
  readIdempotencyKey,
  releaseIdempotencyKey,
  settleIdempotencyKey,
  type StoredResponse,
} from './idempotency.js';
import { boundHostedForm } from './hostedForm.js';
import { foreignFormResponse, isForeignFormPost } from './hostedFormOrigin.js';
import { HOSTED_STYLESHEET_PATH, hostedStylesheetResponse } from './hostedStylesheet.js';
import { problemBody } from './problemResponse.js';
import type { HandlerResult, HostedPage, RequestContext, ResourceModule, RouteDef } from './RequestContext.js';
import { noteLegacyCall } from './legacyNotices.js';
import { createRouter } from './router.js';
import { describeUploadForm, readUploadForm, type UploadForm } from './uploadForm.js';

const LIST_PARAMS = ['cursor', 'limit', 'updatedAfter'];
const JSON_TYPE = 'application/json';
const PROBLEM_TYPE = 'application/problem+json';

function requestIdOf(request: Request, platform: PlatformCore): string {
  const given = request.headers.get('x-request-id');
  return given !== null && /^[\x21-\x7e]{1,128}$/.test(given) ? given : platform.requestIds.next('req_');
}

function publicOriginOf(request: Request, url: URL, fallback: string): string {
  const forwardedHost = request.headers.get('x-forwarded-host');
  const forwardedProto = request.headers.get('x-forwarded-proto');
  if (forwardedHost && /^[A-Za-z0-9.:[\]-]+$/.test(forwardedHost))
    return `${forwardedProto === 'https' ? 'https' : 'http'}://${forwardedHost}`;
  return url.origin && url.origin !== 'null' ? url.origin : fallback;
}

function toStored(result: HandlerResult): StoredResponse | Response {
  if (result instanceof Response) return result;
  if (result.status === 204 || result.body === undefined) return { status: result.status, headers: { ...result.headers }, body: '' };
  return {
    status: result.status,
    headers: { 'Content-Type': JSON_TYPE, ...result.headers },
    body: JSON.stringify(result.body, internalFieldReplacer),
  };
}

function problemStored(problem: ApiProblem, requestId: string, errorsUrl: string): StoredResponse {
  return {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_TYPE, ...problem.headers },
    body: JSON.stringify(problemBody(problem, requestId, errorsUrl)),
  };
}

/** `stored` as kept for replay: with the X-Request-Id it was first answered with. */
function withRequestId(stored: StoredResponse, requestId: string): StoredResponse {
  return { ...stored, headers: { ...stored.headers, 'X-Request-Id': requestId } };
}

function respond(stored: StoredResponse, requestId: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ ...stored.headers, ...extra, 'X-Request-Id': requestId });
  return new Response(stored.status === 204 || stored.body === '' ? null : stored.body, { status: stored.status, headers });
}

/**
 * The body of an effectful request, read once and counted as it is read: JSON text, or for a
 * multipart route the upload as it streams in (never held whole).
 * @throws ApiProblem 413 past the route's cap (a declared length over it before reading).
 */
async function readBody(request: Request, route: RouteDef, platform: PlatformCore): Promise<{ text: string; form?: UploadForm }> {
  const limit = route.maxBodyBytes?.(platform.settings) ?? platform.settings.maxJsonBytes;
  if (route.body === 'multipart') return { text: '', form: await readUploadForm(request, limit) };
  const tooLarge = () =>
    problems.bodyTooLarge(
      limit,
      route.path.endsWith('/submissions') ? '; reference uploaded documents by id instead of embedding content' : '',
    );
  if ((declaredLength(request) ?? 0) > limit) throw tooLarge();
  const bytes = await readCapped(request.body, limit);
  if (bytes === undefined) throw tooLarge();
  return { text: new TextDecoder().decode(bytes) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiProblem({
      status: 400,
      code: 'validation_error',
      detail: 'The request body is not valid JSON.',
      errors: [{ pointer: '', code: 'invalid_json', message: 'is not valid JSON' }],
      retryable: false,
    });
  }
}

function checkQuery(url: URL, route: RouteDef): void {
  const allowed = new Set([...(route.query ?? []), ...(route.list ? LIST_PARAMS : [])]);
  const unknown = [...new Set(url.searchParams.keys())].filter((name) => !allowed.has(name));
  if (unknown.length === 0) return;
  throw new ApiProblem({
    status: 400,
    code: 'unknown_parameter',
    detail: `Unsupported query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
    errors: unknown.map((name) => ({
      pointer: `/query/${name}`,
      code: 'unknown_parameter',
      message: 'is not a parameter of this operation',
    })),
    retryable: false,
  });
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * The request pipeline over the resource modules: request id, hosted pages, authentication,
 * routing, sandbox gating, query allowlist, body limits, time-driven work, idempotency, the
 * handler, and problem+json for every failure.
 */
export function createRequestHandler(platform: PlatformCore, modules: readonly ResourceModule[]): (request: Request) => Promise<Response> {
  const match = createRouter(modules.flatMap((module) => module.routes));
  const hosted = new Map<string, HostedPage>(modules.flatMap((module) => module.hostedPages ?? []).map((page) => [page.kind, page]));
  const errorsUrl = platform.settings.errorsUrl;

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const requestId = requestIdOf(request, platform);
    const publicOrigin = platform.settings.hostedOrigin ?? publicOriginOf(request, url, platform.settings.publicUrl);
    if (url.pathname === HOSTED_STYLESHEET_PATH && (request.method === 'GET' || request.method === 'HEAD'))
      return hostedStylesheetResponse();
    const hostedMatch = /^\/hosted\/([a-z_]+)\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (hostedMatch) {
      const page = hosted.get(hostedMatch[1] as string);
      if (page) {
        if (isForeignFormPost(request, [publicOrigin, url.origin])) return foreignFormResponse();
        const bounded = await boundHostedForm(request);
        return bounded instanceof Response
          ? bounded
          : page.handle({ platform, id: hostedMatch[2] as string, request: bounded, publicOrigin });
      }
    }

    let claimed: { partitionKey: string; key: string; print: string } | undefined;
    let partitionOfClaim: RequestContext['partition'] | undefined;
    try {
      if (!/^\/v[123]\//.test(url.pathname))
        throw new ApiProblem({ status: 404, code: 'not_found', detail: `No operation at ${url.pathname}.` });
      const owner = authenticate(request);
      const found = match(request.method, url.pathname);
      if (!found.route) {
        if (found.pathExists) {
          throw new ApiProblem({
            status: 405,
            code: 'method_not_allowed',
            detail: `${request.method} is not allowed here; use ${found.allowed.join(', ')}.`,
            headers: { Allow: found.allowed.join(', ') },
            retryable: false,
          });
        }
        throw new ApiProblem({ status: 404, code: 'not_found', detail: `No operation at ${request.method} ${url.pathname}.` });
      }
      const route = found.route;
      if (route.sandbox && owner.environment !== 'sandbox') {
        throw new ApiProblem({
          status: 403,
          code: 'forbidden',
          detail: 'Sandbox endpoints cannot be called with a production key.',
          retryable: false,
        });
      }
      checkQuery(url, route);
      const partition = platform.partition(owner.developer, owner.environment);
      for (const module of modules) module.tick?.(platform, partition);

      const effectful = route.method !== 'GET';
      const keyed = effectful && !route.sandbox && (route.legacy === undefined || request.headers.has('idempotency-key'));
      const idempotencyKey = keyed ? readIdempotencyKey(request) : undefined;
      if (route.legacy) noteLegacyCall(platform, partition, route);
      const { text, form } = effectful ? await readBody(request, route, platform) : { text: '' };
      if (idempotencyKey !== undefined) {
        const print = fingerprint(route.method, url.pathname + url.search, form ? describeUploadForm(form) : text);
        const replay = claimIdempotencyKey(partition, idempotencyKey, print);
        // The original response, its X-Request-Id included, so it still mirrors the body's correlationId.
        if (replay) return respond(replay, replay.headers['X-Request-Id'] ?? requestId, { 'Idempotency-Replayed': 'true' });
        claimed = { partitionKey: '', key: idempotencyKey, print };
        partitionOfClaim = partition;
      }
      if (effectful) await delay(platform.settings.effectLatencyMs);
      const body = effectful && !form ? parseJson(text) : undefined;
      const now = platform.clock.now();
      const ctx: RequestContext = {
        platform,
        partition,
        environment: owner.environment,
        request,
        url,
        method: route.method,
        params: found.params,
        query: url.searchParams,
        body,
        form,
        requestId,
        publicOrigin,
        now,
        nowIso: new Date(now).toISOString(),
      };
      const result = await route.handler(ctx);
      const stored = toStored(result);
      if (stored instanceof Response) {
        if (claimed && partitionOfClaim) releaseIdempotencyKey(partitionOfClaim, claimed.key);
        stored.headers.set('X-Request-Id', requestId);
        return stored;
      }
      if (claimed && partitionOfClaim) settleIdempotencyKey(partitionOfClaim, claimed.key, claimed.print, withRequestId(stored, requestId));
      return respond(stored, requestId);
    } catch (error) {
      const problem =
        error instanceof ApiProblem
          ? error
          : new ApiProblem({
              status: 500,
              code: 'internal_error',
              detail: 'The fake platform failed to handle the request.',
              retryable: true,
            });
      if (!(error instanceof ApiProblem)) console.error('[paykit fake platform]', error);
      const stored = problemStored(problem, requestId, errorsUrl);
      if (claimed && partitionOfClaim) {
        if (problem.status >= 500 || problem.code === 'idempotency_request_in_progress')
          releaseIdempotencyKey(partitionOfClaim, claimed.key);
        else settleIdempotencyKey(partitionOfClaim, claimed.key, claimed.print, withRequestId(stored, requestId));
      }
      return respond(stored, requestId);
    }
  };
}
