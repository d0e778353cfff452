import type { WebhookEndpoint } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import type { Partition } from '../../Partition.js';

/** A stored webhook endpoint; the secret is kept, shown only on create. */
export type WebhookEndpointRecord = WebhookEndpoint & Sequenced & { updatedAt: string; _secret: string; _deletedAt?: string };

export const webhookEndpointsOf = (partition: Partition) => partition.collection<WebhookEndpointRecord>('webhookEndpoints');

/** The endpoint `webhookId` unless it was deleted. */
export function findLiveEndpoint(partition: Partition, webhookId: string | undefined): WebhookEndpointRecord | undefined {
  const endpoint = webhookId === undefined ? undefined : webhookEndpointsOf(partition).get(webhookId);
  return endpoint && !endpoint._deletedAt ? endpoint : undefined;
}

/** One HTTP attempt of a delivery: the status the receiver answered, or why no answer came. */
export interface WebhookDeliveryAttempt {
  endpointId: string;
  eventId: string;
  /** The `webhook-id` header, the same on every attempt of a delivery. */
  messageId: string;
  /** 1 for the first try. */
  attempt: number;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** Why no HTTP status came back (network error, timeout). */
  error?: string;
  /** Wall-clock time the attempt was made (RFC 3339). Deliveries run on real timers. */
  at: string;
}

/**
 * How a delivery stands: `pending` while an attempt is in flight or a retry is scheduled,
 * `succeeded` on a 2xx, `failed` once every retry is spent, `abandoned` when its endpoint was
 * deleted or disabled, or its partition reset, before it succeeded.
 */
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'abandoned';

/** One event sent to one endpoint, with every attempt made so far. */
export interface WebhookDelivery {
  messageId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookDeliveryAttempt[];
}

const deliveriesByPartition = new WeakMap<Partition, WebhookDelivery[]>();

/** The live, mutable delivery log of `partition` (for the dispatcher). */
export function deliveryLogOf(partition: Partition): WebhookDelivery[] {
  let log = deliveriesByPartition.get(partition);
  if (!log) {
    log = [];
    deliveriesByPartition.set(partition, log);
  }
  return log;
}

/**
 * Every webhook delivery made in `partition`, oldest first, each with its attempts: a snapshot
 * for tests and tools (`platform.deliveries(apiKey)`).
 */
export function webhookDeliveriesOf(partition: Partition): WebhookDelivery[] {
  return structuredClone(deliveriesByPartition.get(partition) ?? []);
}
