/**
 * Turns one HTTP response into the parsed data or a `PaykitError`: a problem for an error the
 * API describes, `unexpected` for anything the kit cannot read, with a message that says exactly
 * what was malformed.
 */
import type * as z from 'zod/mini';
import { issueText } from '../schemas/issueText.js';
import { PaykitError } from './PaykitError.js';
import { isProblemBody, readProblem } from './problem.js';
import { parseRetryAfter } from './retryAfter.js';

/** What the reader needs besides the response. */
export interface ReadContext<T> {
  /** `METHOD /path/{template}`, named in messages. */
  readonly label: string;
  /** Schema of a successful body. */
  readonly schema: z.ZodMiniType<T>;
  /** Whether a 204 with no body is a success (then the data is `undefined`); an empty 200 or 201 never is. @default false */
  readonly allowEmpty?: boolean;
  readonly idempotencyKey?: string;
  /** Current time in epoch milliseconds, for a `Retry-After` date. */
  readonly now: number;
}

/** How many schema issues a message lists before it summarises the rest. */
const LISTED_ISSUES = 5;

function formatPath(path: readonly PropertyKey[]): string {
  let result = '';
  for (const key of path) {
    if (typeof key === 'number') result += `[${key}]`;
    else result += result === '' ? String(key) : `.${String(key)}`;
  }
  return result === '' ? '(root)' : result;
}

/** One line per schema issue, `path: message`, e.g. `data.expiresAt: expected an RFC 3339 date-time`. */
export function describeIssues(error: z.core.$ZodError): string {
  const lines = error.issues.slice(0, LISTED_ISSUES).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const rest = error.issues.length - LISTED_ISSUES;
  if (rest > 0) lines.push(`and ${rest} more`);
  return lines.join('; ');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function readSuccess<T>(response: Response, text: string, context: ReadContext<T>, requestId?: string): T | undefined {
  const malformed = (what: string, cause?: unknown) =>
    new PaykitError({
      kind: 'unexpected',
      message: `Malformed response from ${context.label}: ${what}`,
      status: response.status,
      correlationId: requestId,
      idempotencyKey: context.idempotencyKey,
      cause,
    });

  if (text.trim() === '') {
    if (context.allowEmpty && response.status === 204) return undefined;
    throw malformed(`expected a JSON body, got none (HTTP ${response.status})`);
  }
  const json = parseJson(text);
  if (!json.ok) throw malformed('the body is not JSON', json.cause);
  const parsed = context.schema.safeParse(json.value, { error: issueText });
  if (!parsed.success) throw malformed(describeIssues(parsed.error), parsed.error);
  return parsed.data;
}

function readFailure(
  response: Response,
  text: string,
  context: Pick<ReadContext<unknown>, 'label' | 'idempotencyKey' | 'now'>,
  requestId?: string,
): PaykitError {
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), { now: context.now });
  const json = text.trim() === '' ? undefined : parseJson(text);
  const body = json?.ok ? json.value : undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  const isProblemMedia = /^application\/problem\+json\b/i.test(contentType);
  const problem = isProblemMedia || isProblemBody(body) ? readProblem(body) : undefined;

  if (problem === undefined) {
    return new PaykitError({
      kind: 'unexpected',
      message: `Unexpected HTTP ${response.status} response from ${context.label}`,
      status: response.status,
      correlationId: requestId,
      idempotencyKey: context.idempotencyKey,
      retryAfterMs,
    });
  }
  return new PaykitError({
    ...problem,
    kind: 'problem',
    status: response.status,
    correlationId: problem.correlationId ?? requestId,
    idempotencyKey: context.idempotencyKey,
    retryAfterMs,
  });
}

/**
 * The data of a response whose body has been read as `text`.
 * @throws PaykitError of kind `problem` or `unexpected`.
 */
export function readResponse<T>(response: Response, text: string, context: ReadContext<T>): T | undefined {
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  if (response.ok) return readSuccess(response, text, context, requestId);
  throw readFailure(response, text, context, requestId);
}
