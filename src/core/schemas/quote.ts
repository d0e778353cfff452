import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import {
  amountScaleCheck,
  amountSchema,
  capabilityIdSchema,
  currencyCodeSchema,
  decimalSchema,
  idSchema,
  listOf,
  moneySchema,
  optionalString,
  optionalTimestamp,
  timestampSchema,
} from './primitives.js';
import type { feeTypes, quoteStates, transferDirections } from './quoteValues.js';

export { feeTypes, quoteStates, transferDirections } from './quoteValues.js';

/**
 * One fee on a quote. The API names `fees` without a shape; paykit assumes
 * `[{ type, amount, currency }]`.
 */
export const feeSchema = /* @__PURE__ */ z
  .looseObject({ type: /* @__PURE__ */ openEnum<typeof feeTypes>(), amount: amountSchema, currency: currencyCodeSchema })
  .check(/* @__PURE__ */ z.superRefine(/* @__PURE__ */ amountScaleCheck(['amount'])));

/**
 * A priced, persisted offer to move money (`quo_…`). A transfer executes it before `expiresAt`.
 * `destinationId` is a recipient destination or, for first-party payouts, the customer's account.
 */
export const quoteSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('quo_'),
  customerId: /* @__PURE__ */ idSchema('cus_'),
  capabilityId: capabilityIdSchema,
  in: moneySchema,
  out: moneySchema,
  destinationId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('dst_', 'acc_', 'racc_')),
  externalId: optionalString,
  direction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof transferDirections>()),
  rate: /* @__PURE__ */ z.nullish(decimalSchema),
  fees: /* @__PURE__ */ listOf(feeSchema),
  state: /* @__PURE__ */ openEnum<typeof quoteStates>(),
  expiresAt: timestampSchema,
  createdAt: optionalTimestamp,
});

/** A quote. */
export type Quote = z.output<typeof quoteSchema>;
/** A quote state. */
export type QuoteState = Quote['state'];
/** A fee on a quote. */
export type Fee = z.output<typeof feeSchema>;
/** A money-movement direction. */
export type TransferDirection = NonNullable<Quote['direction']>;
