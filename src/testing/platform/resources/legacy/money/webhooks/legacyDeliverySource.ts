import type { DeliverySource } from '../../../webhooks/index.js';
import { standardWebhookHeaders } from '../../../webhooks/index.js';
import { findLegacyWebhookConfig } from './legacyWebhookConfig.js';

/** The `endpointId` of deliveries to the v1 URL in the delivery log. */
export const V1_RECEIVER_ID = 'v1';

async function hmacSha256Hex(key: string, payload: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(payload)));
  return [...signature].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The v1 delivery URL as a receiver of the webhook dispatcher: events for `v1` or `both` go to
 * it, signed in the Standard Webhooks scheme under the delivery provider's prefix (`svix-id`,
 * `svix-timestamp`, `svix-signature`) and, while legacySignature is on, also with
 * `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with secretKey>`. The
 * configuration is read at each attempt: a retry goes to the current URL, none once it is cleared.
 */
export const legacyDeliverySource: DeliverySource = {
  receiversOf: (partition, event) => (event.audience !== 'v3' && findLegacyWebhookConfig(partition)?.url ? [V1_RECEIVER_ID] : []),
  targetOf: (partition) => {
    const config = findLegacyWebhookConfig(partition);
    if (!config?.url) return undefined;
    return {
      url: config.url,
      signatureHeaders: async (messageId, sentAt, payload) => ({
        ...standardWebhookHeaders('svix', config.signingSecret, messageId, sentAt, payload),
        ...(config.legacySignature && config.secretKey
          ? { 'x-webhook-signature': `sha256=${await hmacSha256Hex(config.secretKey, payload)}` }
          : {}),
      }),
    };
  },
};
