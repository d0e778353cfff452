/** Known rule statuses (paykit's assumption). */
export const ruleStatuses = ['active', 'disabled'] as const;

/** Where a rule sweeps funds to. */
export const ruleTargetTypes = ['account', 'destination'] as const;
