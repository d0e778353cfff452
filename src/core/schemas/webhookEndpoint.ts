import * as z from 'zod/mini';
import type { eventTypes } from './eventHintValues.js';
import { openEnum } from './openEnum.js';
import { httpsUrlSchema, idSchema, listOf, optionalTimestamp } from './primitives.js';
import type { webhookEndpointStatuses } from './webhookEndpointValues.js';

export { webhookEndpointStatuses } from './webhookEndpointValues.js';

const SECRET_FORM = 'Expected a signing secret starting with "whsec_"';

/**
 * A v3 webhook endpoint (`whk_…`) with its per-event subscription. The API leaves the shape
 * unstated; paykit assumes `{ id, url, events, secret?, status }`, the secret shown on create only.
 */
export const webhookEndpointSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('whk_'),
  url: httpsUrlSchema,
  events: /* @__PURE__ */ listOf(/* @__PURE__ */ openEnum<typeof eventTypes>()),
  secret: /* @__PURE__ */ z.nullish(
    /* @__PURE__ */ z.string({ error: SECRET_FORM }).check(/* @__PURE__ */ z.startsWith('whsec_', { error: SECRET_FORM })),
  ),
  status: /* @__PURE__ */ openEnum<typeof webhookEndpointStatuses>(),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A webhook endpoint. */
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
