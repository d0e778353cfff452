import * as z from 'zod/mini';
import { eventTypes } from './eventHintValues.js';
import { openEnum } from './openEnum.js';
import { httpsUrlSchema, idSchema, listOf, optionalTimestamp } from './primitives.js';
import { webhookEndpointStatuses } from './webhookEndpointValues.js';

export { webhookEndpointStatuses } from './webhookEndpointValues.js';

const SECRET_FORM = 'Expected a signing secret starting with "whsec_"';

/**
 * A v3 webhook endpoint (`whk_…`) with its per-event subscription. The API leaves the shape
 * unstated; paykit assumes `{ id, url, events, secret?, status }`, the secret shown on create only.
 */
export const webhookEndpointSchema = z.looseObject({
  id: idSchema('whk_'),
  url: httpsUrlSchema,
  events: listOf(openEnum(eventTypes)),
  secret: z.nullish(z.string({ error: SECRET_FORM }).check(z.startsWith('whsec_', { error: SECRET_FORM }))),
  status: openEnum(webhookEndpointStatuses),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A webhook endpoint. */
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
