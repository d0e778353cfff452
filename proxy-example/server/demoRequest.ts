import { readBodyAtMost } from './readBodyAtMost.js';
import { problem } from './problem.js';
import { judgeSameOrigin } from './sameOriginGuard.js';
import { UpstreamCallError } from './upstreamApi.js';

/** The refusal for a request that fails the same-origin rule, before anything else is read. */
export function refuseForeign(request: Request, allowedOrigins: readonly string[]): Response | undefined {
  const verdict = judgeSameOrigin(request, allowedOrigins);
  if (verdict === 'allowed') return undefined;
  return problem(403, 'forbidden', 'This request must come from the demo page itself.');
}

/**
 * The body as text when it is at most `limit` bytes, counted while reading (a chunked body has no
 * `Content-Length`); null, with the rest left unread, when it is larger.
 */
async function readAtMost(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyAtMost(request, limit);
  // Malformed UTF-8 decodes to U+FFFD, which then fails the JSON or the type check (400).
  return bytes === undefined ? null : new TextDecoder().decode(bytes);
}

/**
 * A JSON object body of at most `limit` bytes whose keys are all in `allowedKeys`, or a problem
 * answer (415 not JSON, 413 too large, 400 broken or of another shape). `what` names the body in
 * the problem's words, e.g. "The sign-in body".
 */
export async function readJsonObject(
  request: Request,
  options: { limit: number; allowedKeys: readonly string[]; what: string; hint: string },
): Promise<Record<string, unknown> | Response> {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    return problem(415, 'unsupported_media_type', `Send ${options.what.toLowerCase()} as application/json.`);
  const text = await readAtMost(request, options.limit);
  if (text === null) return problem(413, 'request_body_too_large', `${options.what} is too large.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'invalid_json', `${options.what} is not valid JSON.`);
  }
  // Only the named keys: an id or anything else in the body is refused, never used.
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    Object.keys(body).some((key) => !options.allowedKeys.includes(key))
  ) {
    return problem(400, 'validation_error', options.hint);
  }
  return body as Record<string, unknown>;
}

/** What {@link readChoice} needs: the one key, its allowed values, and the words of its problems. */
export interface ChoiceBody<T extends string> {
  /** The body's only key, e.g. `outcome`. */
  key: string;
  choices: readonly T[];
  /** The body in the problem's words, e.g. "The review body". */
  what: string;
  /** How to send it right, for a body of another shape. */
  hint: string;
}

/** The demo's control bodies are one small choice: at most 1 KB. */
const CHOICE_BODY_BYTES = 1024;

/**
 * The value of a `{ [key]: choice }` JSON body of at most 1 KB, or the problem answer: 415, 413,
 * 400 for a broken body, another shape, or a value not in `choices`.
 */
export async function readChoice<T extends string>(request: Request, body: ChoiceBody<T>): Promise<T | Response> {
  const read = await readJsonObject(request, { limit: CHOICE_BODY_BYTES, allowedKeys: [body.key], what: body.what, hint: body.hint });
  if (read instanceof Response) return read;
  const value = read[body.key];
  if (!body.choices.includes(value as T)) {
    return problem(
      400,
      'validation_error',
      `${body.key} must be ${new Intl.ListFormat('en', { type: 'disjunction' }).format(body.choices)}.`,
    );
  }
  return value as T;
}

/**
 * The 502 answered when the payments API failed a call the demo made for the page: what failed,
 * and the API's reference when there is one. Never the key, the host or the API's own words.
 */
export function upstreamUnavailable(error: unknown, title: string, detail: string): Response {
  const reference = error instanceof UpstreamCallError ? error.correlationId : undefined;
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title,
      status: 502,
      code: 'upstream_unavailable',
      detail,
      retryable: true,
      ...(reference ? { correlationId: reference } : {}),
    }),
    { status: 502, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
  );
}
