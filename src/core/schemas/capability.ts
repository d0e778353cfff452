import * as z from 'zod/mini';
import { applicationSchema } from './application.js';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, idSchema, listOf, optionalTimestamp } from './primitives.js';
import { capabilityStatusReasonSchema } from './statusReason.js';
import type {
  accountProvisionings,
  capabilityAccountTypes,
  capabilityDirections,
  capabilityMethods,
  capabilityStatuses,
} from './capabilityValues.js';

export {
  accountProvisionings,
  capabilityAccountTypes,
  capabilityDirections,
  capabilityMethods,
  capabilityStatuses,
} from './capabilityValues.js';

/**
 * One payment method a customer may use, with its own status. The id is the capability key
 * (`ach_pooled`, `card`, `stablecoin_transfers`).
 */
export const capabilitySchema = /* @__PURE__ */ z.looseObject({
  id: capabilityIdSchema,
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  method: /* @__PURE__ */ openEnum<typeof capabilityMethods>(),
  accountType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof capabilityAccountTypes>()),
  directions: /* @__PURE__ */ listOf(/* @__PURE__ */ openEnum<typeof capabilityDirections>()),
  accountProvisioning: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof accountProvisionings>()),
  status: /* @__PURE__ */ openEnum<typeof capabilityStatuses>(),
  statusReason: /* @__PURE__ */ z.nullish(capabilityStatusReasonSchema),
  openTaskIds: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('tsk_')),
  applications: /* @__PURE__ */ listOf(applicationSchema),
  submittedAt: optionalTimestamp,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A capability. */
export type Capability = z.output<typeof capabilitySchema>;
/** A capability status. */
export type CapabilityStatus = Capability['status'];
/** A capability method. */
export type CapabilityMethod = Capability['method'];
/** A capability direction. */
export type CapabilityDirection = Capability['directions'][number];
