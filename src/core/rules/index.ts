/** Sweep rules without React: which targets a rule on an issued wallet can legally reach. */
export { canHaveSweepRule, sweepTargets, type SweepTargetOption, type SweepTargetSources } from './sweepTargets.js';
