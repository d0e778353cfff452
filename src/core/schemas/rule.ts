import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { currencyCodeSchema, idSchema, optionalTimestamp } from './primitives.js';
import type { ruleStatuses, ruleTargetTypes } from './ruleValues.js';

export { ruleStatuses, ruleTargetTypes } from './ruleValues.js';

/** The target of a sweep: another account or a wallet destination. */
export const ruleTargetSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof ruleTargetTypes>(),
  id: /* @__PURE__ */ idSchema('acc_', 'dst_'),
});

/**
 * A standing instruction on an issued wallet account that sweeps incoming funds (`rul_…`). The API
 * leaves the fields unstated; paykit assumes `{ id, sourceAccountId, target, currency?, status }`.
 */
export const ruleSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('rul_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  sourceAccountId: /* @__PURE__ */ idSchema('acc_'),
  target: ruleTargetSchema,
  currency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
  status: /* @__PURE__ */ openEnum<typeof ruleStatuses>(),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A rule. */
export type Rule = z.output<typeof ruleSchema>;
/** A rule's target. */
export type RuleTarget = z.output<typeof ruleTargetSchema>;
