import * as z from 'zod/mini';
import { applicationSchema } from './application.js';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, idSchema, listOf, optionalTimestamp } from './primitives.js';
import { capabilityStatusReasonSchema } from './statusReason.js';

/** Known payment methods of a capability. */
export const capabilityMethods = [
  'ach',
  'wire',
  'rtp',
  'pix',
  'sepa',
  'swift',
  'spei',
  'pse',
  'transfers_3_0',
  'faster_payments',
  'sepa_instant',
  'uaefts',
  'card',
  'stablecoin_transfers',
] as const;
/** Account types of bank-backed capabilities. */
export const capabilityAccountTypes = ['pooled', 'named'] as const;
/** Directions a capability moves money in. */
export const capabilityDirections = ['payin', 'payout'] as const;
/** Capability statuses. */
export const capabilityStatuses = ['pending', 'restricted', 'ready', 'rejected', 'canceled'] as const;
/** Known account provisioning values. */
export const accountProvisionings = ['not_applicable'] as const;

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
