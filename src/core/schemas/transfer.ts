import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, httpsUrlSchema, idSchema, listOf, moneySideSchema, optionalString, optionalTimestamp } from './primitives.js';
import type { transferDirections } from './quoteValues.js';
import { stateDetailSchema } from './statusReason.js';
import type { checkoutMethods, transferStates } from './transferValues.js';

export { checkoutMethods, transferStates } from './transferValues.js';

/**
 * The hosted checkout of a card-capability pay-in. Not in the API description; paykit assumes
 * `{ url, expiresAt }`.
 */
export const transferCheckoutSchema = /* @__PURE__ */ z.looseObject({
  url: httpsUrlSchema,
  expiresAt: optionalTimestamp,
});

/**
 * A money movement executing a quote (`tr_…`); deposits into issued accounts create transfers
 * without a quote. `out.amount` may be unknown until completion (card pay-ins).
 */
export const transferSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('tr_'),
  quoteId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('quo_')),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  capabilityId: /* @__PURE__ */ z.nullish(capabilityIdSchema),
  state: /* @__PURE__ */ openEnum<typeof transferStates>(),
  stateDetail: /* @__PURE__ */ z.nullish(stateDetailSchema),
  direction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof transferDirections>()),
  in: moneySideSchema,
  out: moneySideSchema,
  destinationId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('dst_', 'acc_', 'racc_')),
  externalId: optionalString,
  memo: optionalString,
  openTaskIds: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('tsk_')),
  checkoutMethod: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof checkoutMethods>()),
  checkout: /* @__PURE__ */ z.nullish(transferCheckoutSchema),
  redirectUrl: optionalString,
  supportingDocuments: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('doc_')),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A transfer. */
export type Transfer = z.output<typeof transferSchema>;
/** A transfer state. */
export type TransferState = Transfer['state'];
/** A hosted checkout method. */
export type CheckoutMethod = NonNullable<Transfer['checkoutMethod']>;
/** A hosted checkout. */
export type TransferCheckout = z.output<typeof transferCheckoutSchema>;
