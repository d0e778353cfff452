import type { WebhookEndpoint } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import type { Partition } from '../../Partition.js';

/** A stored webhook endpoint; the secret is kept, shown only on create. */
export type WebhookEndpointRecord = WebhookEndpoint & Sequenced & { updatedAt: string; _secret: string; _deletedAt?: string };

export const webhookEndpointsOf = (partition: Partition) => partition.collection<WebhookEndpointRecord>('webhookEndpoints');
