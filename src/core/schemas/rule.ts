import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { currencyCodeSchema, idSchema, optionalTimestamp } from './primitives.js';
import { ruleStatuses, ruleTargetTypes } from './ruleValues.js';

export { ruleStatuses, ruleTargetTypes } from './ruleValues.js';

/** The target of a sweep: another account or a wallet destination. */
export const ruleTargetSchema = z.looseObject({
  type: openEnum(ruleTargetTypes),
  id: idSchema('acc_', 'dst_'),
});

/**
 * A standing instruction on an issued wallet account that sweeps incoming funds (`rul_…`). The API
 * leaves the fields unstated; paykit assumes `{ id, sourceAccountId, target, currency?, status }`.
 */
export const ruleSchema = z.looseObject({
  id: idSchema('rul_'),
  customerId: z.nullish(idSchema('cus_')),
  sourceAccountId: idSchema('acc_'),
  target: ruleTargetSchema,
  currency: z.nullish(currencyCodeSchema),
  status: openEnum(ruleStatuses),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A rule. */
export type Rule = z.output<typeof ruleSchema>;
/** A rule's target. */
export type RuleTarget = z.output<typeof ruleTargetSchema>;
