/**
 * Upstream problems reach the browser with their safe fields only, each checked for its type and
 * bounded in length, and with every text scrubbed of the key and the upstream host. The upstream
 * `type` URL is kept only when it points somewhere other than the upstream host. Work is bounded
 * whatever the upstream sent: each text is cut before it is scrubbed.
 */
import { isValidPathParam } from '../../core/routes/index.js';
import { NEUTRAL_PROBLEM_TYPE } from './proxyProblem.js';
import { isCorrelationId } from './requestId.js';
import type { Scrub } from './scrubText.js';
import { isJsonObject } from './upstreamJson.js';

// createPaykitProxy builds its scrubber from here.
export { createScrub } from './scrubText.js';

type Json = Record<string, unknown>;

const CODE = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_ITEMS = 100;

function text(value: unknown, scrub: Scrub, max: number): string | undefined {
  return typeof value === 'string' ? scrub(value, max) : undefined;
}

function token(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

function transferId(value: unknown): string | undefined {
  return typeof value === 'string' && isValidPathParam('transferId', value) ? value : undefined;
}

function list<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .slice(0, MAX_ITEMS)
    .map(read)
    .filter((item): item is T => item !== undefined);
}

/** The upstream `type`, or the neutral one when it is on the upstream host, relative or odd. */
function problemType(value: unknown, hosts: readonly string[], apiKey: string): string {
  if (typeof value !== 'string' || value.length > 512 || value.includes(apiKey)) return NEUTRAL_PROBLEM_TYPE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return NEUTRAL_PROBLEM_TYPE;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return value === NEUTRAL_PROBLEM_TYPE ? value : NEUTRAL_PROBLEM_TYPE;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  const onUpstream = hosts.some((upstream) => upstream.toLowerCase() === host || upstream.toLowerCase() === hostname);
  return onUpstream || url.username !== '' || url.password !== '' ? NEUTRAL_PROBLEM_TYPE : url.href;
}

/** What {@link sanitizeProblem} needs besides the body. */
export interface SanitizeContext {
  status: number;
  apiKey: string;
  upstreamHosts: readonly string[];
  scrub: Scrub;
  /** Used when the upstream correlation id is missing or malformed. */
  correlationId: string;
}

/** The browser's copy of an upstream problem body: safe fields only. */
export function sanitizeProblem(body: Json, context: SanitizeContext): Json {
  const { scrub } = context;
  // A code is passed as it is, not scrubbed: one that holds the key (a lowercase key fits CODE) is dropped.
  const code = (value: unknown) => {
    const read = token(value, CODE);
    return read === undefined || read.includes(context.apiKey) ? undefined : read;
  };
  const out: Json = {
    type: problemType(body.type, context.upstreamHosts, context.apiKey),
    title: text(body.title, scrub, 256),
    status: context.status,
    code: code(body.code),
    detail: text(body.detail, scrub, 2048),
    correlationId: isCorrelationId(body.correlationId) ? body.correlationId : context.correlationId,
    retryable: typeof body.retryable === 'boolean' ? body.retryable : undefined,
    errors: list(body.errors, (item) =>
      isJsonObject(item) && typeof item.pointer === 'string'
        ? { pointer: text(item.pointer, scrub, 512), code: text(item.code, scrub, 64), message: text(item.message, scrub, 1024) }
        : undefined,
    ),
    transferId: transferId(body.transferId),
    statusReason: isJsonObject(body.statusReason)
      ? {
          code: text(body.statusReason.code, scrub, 64),
          message: text(body.statusReason.message, scrub, 1024),
          actor: text(body.statusReason.actor, scrub, 64),
          retryable: typeof body.statusReason.retryable === 'boolean' ? body.statusReason.retryable : undefined,
        }
      : undefined,
    blockingResources: list(body.blockingResources, (item) =>
      isJsonObject(item) && typeof item.type === 'string' && typeof item.id === 'string'
        ? { type: text(item.type, scrub, 64), id: text(item.id, scrub, 128), requiredAction: text(item.requiredAction, scrub, 64) }
        : undefined,
    ),
    capabilities: list(body.capabilities, code),
    currentRevision: Number.isSafeInteger(body.currentRevision) ? body.currentRevision : undefined,
    allowedStates: list(body.allowedStates, code),
  };
  // JSON.stringify drops the undefined fields.
  return out;
}
