import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { idSchema, optionalString, optionalTimestamp } from './primitives.js';
import type { recipientRelationships, recipientStatuses, recipientTypes } from './recipientValues.js';

export { recipientRelationships, recipientStatuses, recipientTypes } from './recipientValues.js';

/** A third-party payout beneficiary (`rcp_…`). */
export const recipientSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('rcp_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  status: /* @__PURE__ */ openEnum<typeof recipientStatuses>(),
  type: /* @__PURE__ */ openEnum<typeof recipientTypes>(),
  relationship: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof recipientRelationships>()),
  firstName: optionalString,
  lastName: optionalString,
  companyName: optionalString,
  businessIndustry: optionalString,
  email: optionalString,
  phone: optionalString,
  address: /* @__PURE__ */ z.nullish(addressSchema),
  label: optionalString,
  externalId: optionalString,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  archivedAt: optionalTimestamp,
});

/** A recipient. */
export type Recipient = z.output<typeof recipientSchema>;
