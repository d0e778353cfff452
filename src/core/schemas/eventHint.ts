import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { timestampSchema } from './primitives.js';
import type { eventResourceTypes, eventTypes } from './eventHintValues.js';

export { eventResourceTypes, eventTypes } from './eventHintValues.js';

/**
 * What the merchant's proxy relays to the browser over Server-Sent Events when a webhook
 * arrives: which resource changed, never its contents. Events are hints; re-read the resource.
 */
export const eventHintSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof eventTypes>(),
  resource: /* @__PURE__ */ z.looseObject({
    type: /* @__PURE__ */ openEnum<typeof eventResourceTypes>(),
    id: /* @__PURE__ */ z
      .string({ error: 'Expected the resource id as a string' })
      .check(/* @__PURE__ */ z.minLength(1, { error: 'Expected a non-empty resource id' })),
  }),
  occurredAt: timestampSchema,
});

/** An event hint. */
export type EventHint = z.output<typeof eventHintSchema>;
/** An event type. */
export type EventType = EventHint['type'];
