import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { listOf, optionalString, resourceRefSchema } from './primitives.js';
import { requirementRequestSchema } from './requirement.js';
import { completionPolicySchema } from './session.js';
import type { taskCategories } from './taskValues.js';

const sessionDescriptorSchema = /* @__PURE__ */ z.looseObject({ key: optionalString, type: optionalString });

/**
 * A task a capability request would create, described before the request (descriptor only: no
 * ids, no statuses).
 */
export const taskPreviewItemSchema = /* @__PURE__ */ z.looseObject({
  category: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof taskCategories>()),
  subject: /* @__PURE__ */ z.nullish(resourceRefSchema),
  requirements: /* @__PURE__ */ listOf(
    /* @__PURE__ */ z.looseObject({
      key: /* @__PURE__ */ z.string({ error: 'Expected a requirement key string' }),
      request: /* @__PURE__ */ z.nullish(requirementRequestSchema),
      section: optionalString,
    }),
  ),
  verificationSessions: /* @__PURE__ */ listOf(sessionDescriptorSchema),
  tosSessions: /* @__PURE__ */ listOf(sessionDescriptorSchema),
  completionPolicy: /* @__PURE__ */ z.nullish(completionPolicySchema),
});

/** A task preview item. */
export type TaskPreviewItem = z.output<typeof taskPreviewItemSchema>;
