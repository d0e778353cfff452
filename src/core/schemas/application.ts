import * as z from 'zod/mini';
import { institutionSchema } from './institution.js';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalTimestamp } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import type { applicationStatuses } from './applicationValues.js';

export { applicationStatuses } from './applicationValues.js';

/** One attempt under a capability with one institution (`apl_…`). */
export const applicationSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('apl_'),
  institution: /* @__PURE__ */ z.nullish(institutionSchema),
  status: /* @__PURE__ */ openEnum<typeof applicationStatuses>(),
  statusReason: /* @__PURE__ */ z.nullish(statusReasonSchema),
  openTaskIds: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('tsk_')),
  submittedAt: optionalTimestamp,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** An application. */
export type Application = z.output<typeof applicationSchema>;
/** An application status. */
export type ApplicationStatus = Application['status'];
