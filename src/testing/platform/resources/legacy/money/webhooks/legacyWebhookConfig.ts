import type { Partition } from '../../../../Partition.js';
import { createSigningSecret } from '../../../webhooks/index.js';

/** The v1 webhook configuration of one merchant partition: one delivery URL. */
export interface LegacyWebhookConfig {
  url: string | null;
  /** Also sign with `X-Webhook-Signature` (HMAC-SHA256 keyed with `secretKey`). */
  legacySignature: boolean;
  /** The Standard Webhooks secret of the `svix-*` headers, made once. */
  signingSecret: string;
  /** The key of `X-Webhook-Signature`, made the first time legacySignature is turned on and kept. */
  secretKey: string | null;
}

const configs = new WeakMap<Partition, LegacyWebhookConfig>();

/** The partition's v1 configuration, if it was ever read or set. */
export function findLegacyWebhookConfig(partition: Partition): LegacyWebhookConfig | undefined {
  return configs.get(partition);
}

/** The partition's v1 configuration, made (no URL, a fresh signing secret) on first use. */
export function legacyWebhookConfigOf(partition: Partition): LegacyWebhookConfig {
  let config = configs.get(partition);
  if (!config) {
    config = { url: null, legacySignature: false, signingSecret: createSigningSecret(), secretKey: null };
    configs.set(partition, config);
  }
  return config;
}

/**
 * A legacy HMAC key: 64 lowercase hex digits from the runtime's cryptographic random source
 * (never the seeded ids, which anyone running the demo's seed could recompute).
 */
export function createSecretKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
