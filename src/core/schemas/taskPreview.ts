import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { listOf, optionalString, resourceRefSchema } from './primitives.js';
import { requirementRequestSchema } from './requirement.js';
import { completionPolicySchema } from './session.js';
import { taskCategories } from './taskValues.js';

const sessionDescriptorSchema = z.looseObject({ key: optionalString, type: optionalString });

/**
 * A task a capability request would create, described before the request (descriptor only: no
 * ids, no statuses).
 */
export const taskPreviewItemSchema = z.looseObject({
  category: z.nullish(openEnum(taskCategories)),
  subject: z.nullish(resourceRefSchema),
  requirements: listOf(
    z.looseObject({
      key: z.string({ error: 'Expected a requirement key string' }),
      request: z.nullish(requirementRequestSchema),
      section: optionalString,
    }),
  ),
  verificationSessions: listOf(sessionDescriptorSchema),
  tosSessions: listOf(sessionDescriptorSchema),
  completionPolicy: z.nullish(completionPolicySchema),
});

/** A task preview item. */
export type TaskPreviewItem = z.output<typeof taskPreviewItemSchema>;
