import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, httpsUrlSchema, idSchema, listOf, moneySideSchema, optionalString, optionalTimestamp } from './primitives.js';
import { transferDirections } from './quoteValues.js';
import { stateDetailSchema } from './statusReason.js';
import { checkoutMethods, transferStates } from './transferValues.js';

export { checkoutMethods, transferStates } from './transferValues.js';

/**
 * The hosted checkout of a card-capability pay-in. Not in the API description; paykit assumes
 * `{ url, expiresAt }`.
 */
export const transferCheckoutSchema = z.looseObject({
  url: httpsUrlSchema,
  expiresAt: optionalTimestamp,
});

/**
 * A money movement executing a quote (`tr_…`); deposits into issued accounts create transfers
 * without a quote. `out.amount` may be unknown until completion (card pay-ins).
 */
export const transferSchema = z.looseObject({
  id: idSchema('tr_'),
  quoteId: z.nullish(idSchema('quo_')),
  customerId: z.nullish(idSchema('cus_')),
  capabilityId: z.nullish(capabilityIdSchema),
  state: openEnum(transferStates),
  stateDetail: z.nullish(stateDetailSchema),
  direction: z.nullish(openEnum(transferDirections)),
  in: moneySideSchema,
  out: moneySideSchema,
  destinationId: z.nullish(idSchema('dst_', 'acc_', 'racc_')),
  externalId: optionalString,
  memo: optionalString,
  openTaskIds: listOf(idSchema('tsk_')),
  checkoutMethod: z.nullish(openEnum(checkoutMethods)),
  checkout: z.nullish(transferCheckoutSchema),
  redirectUrl: optionalString,
  supportingDocuments: listOf(idSchema('doc_')),
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
