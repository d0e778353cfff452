import type { Rule } from 'eslint';

/** `paykit/pure-module-scope` (see pureModuleScope.js). */
declare const rule: Rule.RuleModule;
export default rule;
