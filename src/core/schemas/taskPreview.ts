import * as z from 'zod';
import { openEnum } from './openEnum.js';
import { listOf, optionalString, resourceRefSchema } from './primitives.js';
import { requirementRequestSchema } from './requirement.js';
import { completionPolicySchema } from './session.js';
import { taskCategories } from './task.js';

const sessionDescriptorSchema = z.looseObject({ key: optionalString, type: optionalString });

/**
 * A task a capability request would create, described before the request (descriptor only: no
 * ids, no statuses).
 */
export const taskPreviewItemSchema = z.looseObject({
  category: openEnum(taskCategories).nullish(),
  subject: resourceRefSchema.nullish(),
  requirements: listOf(
    z.looseObject({
      key: z.string({ error: 'Expected a requirement key string' }),
      request: requirementRequestSchema.nullish(),
      section: optionalString,
    }),
  ),
  verificationSessions: listOf(sessionDescriptorSchema),
  tosSessions: listOf(sessionDescriptorSchema),
  completionPolicy: completionPolicySchema.nullish(),
});

/** A task preview item. */
export type TaskPreviewItem = z.output<typeof taskPreviewItemSchema>;
