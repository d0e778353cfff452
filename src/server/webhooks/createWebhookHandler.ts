import { Webhook } from 'standardwebhooks';
import { createLegacySignatureVerifier, type LegacySignatureOptions } from './legacySignature.js';
import { createWebhookClaims, type WebhookClaimStore } from './webhookClaims.js';
import { readBodyWithLimit } from './readBodyWithLimit.js';
import {
  checkProviderHeaderPrefix,
  DEFAULT_PROVIDER_HEADER_PREFIX,
  readSignatureHeaders,
  type StandardWebhookHeaders,
} from './signatureHeaders.js';
import { readWebhookEnvelope, type VerifiedWebhookEvent } from './VerifiedWebhookEvent.js';

/** Options of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions {
  /**
   * The endpoints' signing secrets (`whsec_…`): a v3 endpoint's, and the v1 delivery URL's
   * `signingSecret` when it points here too. A delivery verifies when any one of them signed it,
   * so during a rotation list the new secret and the old one, then drop the old.
   */
  secrets: readonly string[];
  /**
   * Called once per delivery id (`webhook-id`, or the provider's `svix-id`) with a verified event.
   * When it throws or rejects, the handler answers 500 and gives the claim back, so the sender's
   * retry runs it again.
   */
  onEvent(event: VerifiedWebhookEvent): void | Promise<void>;
  /**
   * The v1 delivery provider's header prefix: a delivery carrying no `webhook-*` header is read
   * from `<prefix>-id`, `<prefix>-timestamp` and `<prefix>-signature`, signed the same way with
   * the same `secrets`. When a delivery carries both sets, `webhook-*` is the one checked. A
   * lowercase token of at most 32 characters.
   * @default 'svix'
   */
  providerHeaderPrefix?: string;
  /**
   * Also accept the v1 compatibility signature `X-Webhook-Signature: sha256=<hex HMAC-SHA256>`
   * keyed with the v1 `secretKey`, for a delivery whose Standard Webhooks headers are missing or
   * do not verify. Such a delivery is fresh when its envelope's `createdAt` is at most
   * `maxAgeSeconds` old, and its id is `legacy-sha256:<hex SHA-256 of the body>`. Without this
   * option `X-Webhook-Signature` is ignored.
   * @default undefined: Standard Webhooks signatures only
   */
  legacySignature?: LegacySignatureOptions;
  /**
   * How far, in seconds, the timestamp header (`webhook-timestamp` or the provider's) may be from
   * `now` either way. `standardwebhooks` also refuses anything more than 300 seconds from the
   * system clock, so this can only tighten that window.
   * @default 300
   */
  toleranceSeconds?: number;
  /**
   * Where delivery ids are claimed while processed and remembered once processed. Several
   * instances must share one store (`createRedisStores(…).webhookClaims` of `paykit/server/redis`),
   * else a delivery that reaches two of them is handled twice. A store that does not answer fails
   * closed: the handler answers 503 with `Retry-After`, `onEvent` is not called, and the sender
   * retries the delivery later.
   * @default createWebhookClaims(): in memory, 10 000 ids
   */
  claims?: WebhookClaimStore;
  /**
   * How long, in seconds, a processed delivery id is remembered. Keep it longer than the sender's
   * retry schedule.
   * @default 86400 (24 hours)
   */
  rememberSeconds?: number;
  /**
   * How long, in seconds, a claim holds while `onEvent` runs. An instance that dies mid-way leaves
   * the claim to expire after this, so the sender's retry is handled; keep it above `onEvent`'s
   * longest run. A delivery of an id still being processed gets 409 with `Retry-After`.
   * @default 60
   */
  processingLeaseSeconds?: number;
  /**
   * The clock for the timestamp tolerance, in epoch milliseconds.
   * @default Date.now
   */
  now?: () => number;
  /**
   * The largest body accepted, in bytes; a larger one gets 413 and is not read further.
   * @default 262144 (256 KiB)
   */
  maxBodyBytes?: number;
  /**
   * Told when `onEvent` or `claims` fails (the response says only 500 or 503).
   * @default logs "[paykit] webhook processing failed" and the error with console.error
   */
  onError?: (error: unknown) => void;
}

const MAX_TOLERANCE_SECONDS = 300;

function positiveSeconds(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`createWebhookHandler: ${name} must be a positive whole number of seconds`);
  return value;
}
type Outcome = 'processed' | 'duplicate' | 'in_progress' | 'failed' | 'store_unavailable';

/** Seconds a sender is asked to wait before retrying a delivery the handler could not take now. */
const RETRY_AFTER_SECONDS = '5';

/** A problem+json answer with only `type`, `title` and `status`: nothing about secrets or the payload. */
function problem(status: number, title: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
  });
}

const unauthorized = () => problem(401, 'Webhook signature verification failed');

function signers(secrets: readonly string[]): Webhook[] {
  if (!Array.isArray(secrets) || secrets.length === 0) {
    throw new TypeError('createWebhookHandler: give at least one signing secret');
  }
  return secrets.map((secret, index) => {
    try {
      if (typeof secret !== 'string' || secret.trim() !== secret || secret.length === 0) throw new TypeError();
      return new Webhook(secret);
    } catch {
      // Never echo the secret itself.
      throw new TypeError(`createWebhookHandler: secrets[${index}] is not a Standard Webhooks secret (whsec_ followed by base64)`);
    }
  });
}

/**
 * Creates the receiver of the platform's webhook deliveries: `(request) => Promise<Response>`.
 * It reads the raw body (at most `maxBodyBytes`), checks the Standard Webhooks signature
 * (`webhook-*` headers, or the v1 provider's `svix-*`) with the `standardwebhooks` library against
 * each secret and the timestamp against `toleranceSeconds`, or, when `legacySignature` is given,
 * the v1 `X-Webhook-Signature`, then calls `onEvent` once per delivery id, even when the sender's
 * retries race each other.
 *
 * Answers: 200 processed or already processed; 401 missing headers, bad signature, stale or
 * future timestamp (for the legacy signature, `createdAt`) (one answer for all, naming no secret); 400 a verified body that is not a
 * `{ type, data, createdAt }` JSON object or not UTF-8; 405 not POST; 409 the same id is being
 * processed (on another instance: the sender retries later); 413 too large; 500 `onEvent` failed;
 * 503 the claim store did not answer. Only a 200 tells the sender to stop retrying.
 *
 * @example
 * const relay = createEventRelay();
 * const receiveWebhook = createWebhookHandler({
 *   secrets: [process.env.PAYMENTS_WEBHOOK_SECRET!],
 *   onEvent: relayWebhookEvents(relay),
 * });
 * app.post('/webhooks/payments', (c) => receiveWebhook(c.req.raw));
 */
export function createWebhookHandler(options: WebhookHandlerOptions): (request: Request) => Promise<Response> {
  const webhooks = signers(options.secrets);
  const { onEvent, toleranceSeconds = MAX_TOLERANCE_SECONDS, now = Date.now, maxBodyBytes = 256 * 1024 } = options;
  if (typeof onEvent !== 'function') throw new TypeError('createWebhookHandler: onEvent must be a function');
  if (!(toleranceSeconds > 0 && toleranceSeconds <= MAX_TOLERANCE_SECONDS)) {
    throw new RangeError(`createWebhookHandler: toleranceSeconds must be above 0 and at most ${MAX_TOLERANCE_SECONDS}`);
  }
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError('createWebhookHandler: maxBodyBytes must be a positive integer');
  }
  const claims = options.claims ?? createWebhookClaims();
  const rememberSeconds = positiveSeconds(options.rememberSeconds, 86_400, 'rememberSeconds');
  const providerHeaderPrefix = checkProviderHeaderPrefix(options.providerHeaderPrefix ?? DEFAULT_PROVIDER_HEADER_PREFIX);
  const legacy =
    options.legacySignature === undefined
      ? undefined
      : createLegacySignatureVerifier(options.legacySignature, { toleranceSeconds, rememberSeconds });
  const leaseSeconds = positiveSeconds(options.processingLeaseSeconds, 60, 'processingLeaseSeconds');
  const onError = options.onError ?? ((error: unknown) => console.error('[paykit] webhook processing failed', error));
  /** Deliveries being processed, by delivery id: a racing duplicate waits for the first. */
  const inFlight = new Map<string, Promise<Outcome>>();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  const isFresh = (timestampHeader: string) => {
    if (!/^\d{1,12}$/.test(timestampHeader)) return false;
    return Math.abs(now() / 1000 - Number(timestampHeader)) <= toleranceSeconds;
  };

  const isSigned = (payload: string, headers: StandardWebhookHeaders) =>
    webhooks.some((webhook) => {
      try {
        webhook.verify(payload, headers, { jsonParse: false });
        return true;
      } catch {
        return false;
      }
    });

  /** A delivery whose id another delivery holds: done, or still being processed (perhaps on another instance). */
  const settledElsewhere = async (id: string): Promise<Outcome> => ((await claims.isFinished(id)) ? 'duplicate' : 'in_progress');

  const processOnce = async (event: VerifiedWebhookEvent): Promise<Outcome> => {
    try {
      if (!(await claims.claim(event.id, leaseSeconds))) return await settledElsewhere(event.id);
    } catch (error) {
      onError(error);
      return 'store_unavailable';
    }
    try {
      await onEvent(event);
    } catch (error) {
      onError(error);
      await Promise.resolve()
        .then(() => claims.release(event.id))
        .catch(onError);
      return 'failed';
    }
    // Processed: a store that fails to remember it now lets the lease expire, and a retry after
    // that runs onEvent again (hints are safe to repeat); the sender is told it arrived.
    await Promise.resolve()
      .then(() => claims.finish(event.id, rememberSeconds))
      .catch(onError);
    return 'processed';
  };

  return async (request) => {
    if (request.method !== 'POST') return problem(405, 'Method not allowed', { Allow: 'POST' });

    const signed = readSignatureHeaders(request.headers, providerHeaderPrefix);
    const legacySignature = legacy?.signatureOf(request.headers);
    if (!signed && !legacySignature) {
      await request.body?.cancel().catch(() => undefined);
      return unauthorized();
    }

    const body = await readBodyWithLimit(request, maxBodyBytes);
    if (body.status === 'too_large') return problem(413, 'Webhook body too large');
    let payload: string;
    try {
      payload = decoder.decode(body.bytes);
    } catch {
      return problem(400, 'Webhook body is not UTF-8');
    }

    let id: string | undefined;
    if (signed && isFresh(signed['webhook-timestamp']) && isSigned(payload, signed)) id = signed['webhook-id'];
    const verifiedByLegacy =
      id === undefined && legacy !== undefined && legacySignature !== undefined && (await legacy.verify(legacySignature, body.bytes));
    if (verifiedByLegacy) id = await legacy.deliveryIdOf(body.bytes);
    if (id === undefined) return unauthorized();

    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return problem(400, 'Webhook body is not JSON');
    }
    const event = readWebhookEnvelope(id, json);
    if (!event) return problem(400, 'Webhook body is not a { type, data, createdAt } event');
    // The legacy signature covers no timestamp header: the envelope's own time bounds a replay.
    if (verifiedByLegacy && !legacy.isFresh(event.createdAt, now())) return unauthorized();

    let pending = inFlight.get(id);
    if (!pending) {
      pending = processOnce(event).finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    const outcome = await pending;
    if (outcome === 'failed') return problem(500, 'Webhook processing failed');
    if (outcome === 'store_unavailable') return problem(503, 'Webhook store unavailable', { 'Retry-After': RETRY_AFTER_SECONDS });
    if (outcome === 'in_progress') return problem(409, 'Webhook being processed', { 'Retry-After': RETRY_AFTER_SECONDS });
    return new Response(null, { status: 200, headers: { 'Cache-Control': 'no-store' } });
  };
}
