import * as z from 'zod/mini';
import { applicationSchema } from './application.js';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, idSchema, listOf, optionalTimestamp } from './primitives.js';
import { capabilityStatusReasonSchema } from './statusReason.js';
import {
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
export const capabilitySchema = z.looseObject({
  id: capabilityIdSchema,
  customerId: z.nullish(idSchema('cus_')),
  method: openEnum(capabilityMethods),
  accountType: z.nullish(openEnum(capabilityAccountTypes)),
  directions: listOf(openEnum(capabilityDirections)),
  accountProvisioning: z.nullish(openEnum(accountProvisionings)),
  status: openEnum(capabilityStatuses),
  statusReason: z.nullish(capabilityStatusReasonSchema),
  openTaskIds: listOf(idSchema('tsk_')),
  applications: listOf(applicationSchema),
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
