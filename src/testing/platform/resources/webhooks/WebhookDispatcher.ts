import { Webhook } from 'standardwebhooks';
import type { Partition, PlatformEvent } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { isSubscribed } from './eventTypes.js';
import { deliveryLogOf, findLiveEndpoint, webhookEndpointsOf, type WebhookDelivery, type WebhookDeliveryAttempt } from './store.js';

/** How long one attempt may take before it counts as a failure. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** Called after every attempt, e.g. to log it. */
export type DeliveryAttemptListener = (attempt: WebhookDeliveryAttempt & { url: string; eventType: string; final: boolean }) => void;

/**
 * The `webhook-id` of an event sent to an endpoint: derived from both ids, so it is stable
 * across retries and the same for the same seed.
 */
function messageIdOf(event: PlatformEvent, endpointId: string): string {
  return `msg_${event.id.replace(/^evt_/, '')}${endpointId.replace(/^whk_/, '')}`;
}

/** Where an attempt goes and how it is signed, read afresh at every attempt. */
export interface DeliveryTarget {
  url: string;
  /** The signature headers of one attempt (message id, timestamp, signature, under the receiver's names). */
  signatureHeaders: (messageId: string, sentAt: Date, payload: string) => Record<string, string> | Promise<Record<string, string>>;
}

/** A kind of webhook receiver: v3 endpoints, or the v1 delivery URL. */
export interface DeliverySource {
  /** The ids of the receivers of `event` in `partition`, recorded as each delivery's `endpointId`. */
  receiversOf: (partition: Partition, event: PlatformEvent) => string[];
  /** The receiver's current target, or `undefined` once it takes no more deliveries (the delivery is abandoned). */
  targetOf: (partition: Partition, receiverId: string) => DeliveryTarget | undefined;
}

/** The Standard Webhooks headers of one attempt, under `prefix` (`webhook`, or a delivery provider's name). */
export function standardWebhookHeaders(prefix: string, secret: string, messageId: string, sentAt: Date, payload: string) {
  return {
    [`${prefix}-id`]: messageId,
    // Receivers check freshness against their own wall clock, so this is real time even when the
    // platform runs on a manual clock.
    [`${prefix}-timestamp`]: String(Math.floor(sentAt.getTime() / 1000)),
    [`${prefix}-signature`]: new Webhook(secret).sign(messageId, sentAt, payload),
  };
}

/** The v3 endpoints: enabled, subscribed endpoints receive every event but the v1-only ones. */
const v3EndpointSource: DeliverySource = {
  receiversOf: (partition, event) =>
    event.audience === 'v1'
      ? []
      : webhookEndpointsOf(partition)
          .filter((endpoint) => !endpoint._deletedAt && endpoint.status === 'enabled' && isSubscribed(endpoint.events, event.type))
          .map((endpoint) => endpoint.id),
  targetOf: (partition, endpointId) => {
    const endpoint = findLiveEndpoint(partition, endpointId);
    if (!endpoint || endpoint.status !== 'enabled') return undefined;
    return {
      url: endpoint.url,
      signatureHeaders: (messageId, sentAt, payload) => standardWebhookHeaders('webhook', endpoint._secret, messageId, sentAt, payload),
    };
  },
};

/** Runs `run` after `ms` on a real timer that does not keep a Node process alive. */
function later(ms: number, run: () => void): void {
  const timer: unknown = setTimeout(run, ms);
  (timer as { unref?: () => void }).unref?.();
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : '';
    if (error.name === 'TimeoutError') return `timed out after ${ATTEMPT_TIMEOUT_MS}ms`;
    return detail ? `${error.message}: ${detail}` : error.message;
  }
  return String(error);
}

/**
 * Delivers the platform's events to the webhook endpoints of their partition (and the receivers
 * of added sources, such as the v1 delivery URL) over real HTTP, signed in the Standard Webhooks
 * scheme, retrying a non-2xx answer or a network error after
 * each of `settings.webhookRetryDelaysMs`. Never blocks or fails the request that emitted.
 */
export class WebhookDispatcher {
  private readonly platform: PlatformCore;
  private readonly attemptListeners = new Set<DeliveryAttemptListener>();
  private readonly sources = new Set<DeliverySource>([v3EndpointSource]);

  constructor(platform: PlatformCore) {
    this.platform = platform;
  }

  /** Subscribes to every attempt; returns the unsubscribe function. */
  onAttempt(listener: DeliveryAttemptListener): () => void {
    this.attemptListeners.add(listener);
    return () => this.attemptListeners.delete(listener);
  }

  /** Adds receivers besides the v3 endpoints (the v1 delivery URL); returns the removal function. */
  addSource(source: DeliverySource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  /** Starts one delivery per receiver of the event: each subscribed v3 endpoint, and those other sources name. */
  dispatch(partition: Partition, event: PlatformEvent): void {
    const payload = JSON.stringify({ type: event.type, data: event.data, createdAt: event.createdAt });
    for (const source of this.sources) {
      for (const receiverId of source.receiversOf(partition, event)) {
        const delivery: WebhookDelivery = {
          messageId: messageIdOf(event, receiverId),
          endpointId: receiverId,
          eventId: event.id,
          eventType: event.type,
          status: 'pending',
          attempts: [],
        };
        deliveryLogOf(partition).push(delivery);
        later(0, () => void this.attempt(source, partition, delivery, payload));
      }
    }
  }

  private async attempt(source: DeliverySource, partition: Partition, delivery: WebhookDelivery, payload: string): Promise<void> {
    const target = source.targetOf(partition, delivery.endpointId);
    const partitionIsLive = this.platform.allPartitions().includes(partition);
    if (!target || !partitionIsLive) {
      delivery.status = 'abandoned';
      return;
    }
    const number = delivery.attempts.length + 1;
    const sentAt = new Date();
    const record: WebhookDeliveryAttempt = {
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
      messageId: delivery.messageId,
      attempt: number,
      at: sentAt.toISOString(),
    };
    try {
      const signature = await target.signatureHeaders(delivery.messageId, sentAt, payload);
      const response = await this.platform.fetch(target.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', 'user-agent': 'paykit-fake-platform', ...signature },
        body: payload,
      });
      record.status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      record.error = describeError(error);
    }
    delivery.attempts.push(record);
    const succeeded = record.status !== undefined && record.status >= 200 && record.status < 300;
    const retryDelay = this.platform.settings.webhookRetryDelaysMs[number - 1];
    const final = succeeded || retryDelay === undefined;
    if (succeeded) delivery.status = 'succeeded';
    else if (final) delivery.status = 'failed';
    for (const listener of this.attemptListeners) {
      try {
        listener({ ...record, url: target.url, eventType: delivery.eventType, final });
      } catch {
        // A failing log line must not stop deliveries.
      }
    }
    if (!final) later(retryDelay, () => void this.attempt(source, partition, delivery, payload));
  }
}

const dispatchers = new WeakMap<PlatformCore, WebhookDispatcher>();

/** The dispatcher of `platform`, created and subscribed to its events on first use. */
export function webhookDispatcherOf(platform: PlatformCore): WebhookDispatcher {
  let dispatcher = dispatchers.get(platform);
  if (!dispatcher) {
    const created = new WebhookDispatcher(platform);
    platform.onEvent((partition, event) => {
      try {
        created.dispatch(partition, event);
      } catch (error) {
        console.error('[paykit fake platform] webhook dispatch failed', error);
      }
    });
    dispatchers.set(platform, created);
    dispatcher = created;
  }
  return dispatcher;
}

/**
 * Subscribes `listener` to every webhook delivery attempt of `platform` (the sandbox server logs
 * them). Returns the unsubscribe function.
 */
export function onWebhookDeliveryAttempt(platform: PlatformCore, listener: DeliveryAttemptListener): () => void {
  return webhookDispatcherOf(platform).onAttempt(listener);
}
