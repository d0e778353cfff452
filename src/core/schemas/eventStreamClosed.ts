import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import type { eventStreamClosedReasons } from './eventStreamClosedValues.js';

export {
  EVENT_STREAM_CLOSED_EVENT,
  eventStreamClosedReasonOf,
  eventStreamClosedReasons,
  type EventStreamClosedReason,
} from './eventStreamClosedValues.js';

/** The data of the stream's `closed` event: `{ "reason": … }`, other fields kept. */
export const eventStreamClosedSchema = /* @__PURE__ */ z.looseObject({
  reason: /* @__PURE__ */ openEnum<typeof eventStreamClosedReasons>(),
});
