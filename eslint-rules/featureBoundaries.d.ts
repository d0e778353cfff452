import type { Rule } from 'eslint';

/** `paykit/feature-boundaries` (see featureBoundaries.js). */
declare const rule: Rule.RuleModule;
export default rule;
