/**
 * The Standard Webhooks headers of a delivery. v3 endpoints receive `webhook-id`,
 * `webhook-timestamp` and `webhook-signature`; the v1 delivery URL receives the same three, signed
 * the same way, under the delivery provider's prefix (`svix-id`, `svix-timestamp`, `svix-signature`).
 */

/** The three headers under the names the `standardwebhooks` library verifies. */
export interface StandardWebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The v1 delivery provider's header prefix. */
export const DEFAULT_PROVIDER_HEADER_PREFIX = 'svix';

const MAX_PREFIX_LENGTH = 32;
/** A lowercase header-name token: letters and digits, single hyphens inside. */
const PREFIX_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_WEBHOOK_ID_LENGTH = 256;

/** `prefix` when it is a lowercase token of at most 32 characters (`svix`, `hookdeck`); else throws. */
export function checkProviderHeaderPrefix(prefix: unknown): string {
  if (typeof prefix !== 'string' || prefix.length > MAX_PREFIX_LENGTH || !PREFIX_PATTERN.test(prefix)) {
    throw new TypeError(
      `createWebhookHandler: providerHeaderPrefix must be a lowercase token (letters, digits, inner hyphens) of at most ${MAX_PREFIX_LENGTH} characters`,
    );
  }
  return prefix;
}

/**
 * The delivery's id, timestamp and signature: the `webhook-*` set when the delivery carries any of
 * its headers, else the `<providerPrefix>-*` set. Undefined when the chosen set lacks a header or
 * its id is over 256 characters: the delivery carries no Standard Webhooks signature to check.
 */
export function readSignatureHeaders(headers: Headers, providerPrefix: string): StandardWebhookHeaders | undefined {
  const usesWebhookSet = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].some((name) => headers.has(name));
  const prefix = usesWebhookSet ? 'webhook' : providerPrefix;
  const id = headers.get(`${prefix}-id`) ?? '';
  const timestamp = headers.get(`${prefix}-timestamp`) ?? '';
  const signature = headers.get(`${prefix}-signature`) ?? '';
  if (!id || id.length > MAX_WEBHOOK_ID_LENGTH || !timestamp || !signature) return undefined;
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}
