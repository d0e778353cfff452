import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { idSchema, optionalString, optionalTimestamp } from './primitives.js';
import { recipientRelationships, recipientStatuses, recipientTypes } from './recipientValues.js';

export { recipientRelationships, recipientStatuses, recipientTypes } from './recipientValues.js';

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
