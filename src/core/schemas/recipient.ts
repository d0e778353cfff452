import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { counterpartyRelationships } from './financialProfile.js';
import { openEnum } from './openEnum.js';
import { idSchema, optionalString, optionalTimestamp } from './primitives.js';

/** Recipient statuses. */
export const recipientStatuses = ['active', 'rejected', 'archived'] as const;
/** Recipient types. */
export const recipientTypes = ['individual', 'business'] as const;
/** How a recipient relates to the customer. */
export const recipientRelationships = counterpartyRelationships;

/** A third-party payout beneficiary (`rcp_…`). */
export const recipientSchema = z.looseObject({
  id: idSchema('rcp_'),
  customerId: z.nullish(idSchema('cus_')),
  status: openEnum(recipientStatuses),
  type: openEnum(recipientTypes),
  relationship: z.nullish(openEnum(recipientRelationships)),
  firstName: optionalString,
  lastName: optionalString,
  companyName: optionalString,
  businessIndustry: optionalString,
  email: optionalString,
  phone: optionalString,
  address: z.nullish(addressSchema),
  label: optionalString,
  externalId: optionalString,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  archivedAt: optionalTimestamp,
});

/** A recipient. */
export type Recipient = z.output<typeof recipientSchema>;
