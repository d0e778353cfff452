/**
 * Who must act on a status reason. The API names customer, developer, provider, network and "the
 * service operator"; paykit assumes `operator` for the last.
 */
export const statusActors = ['customer', 'developer', 'provider', 'network', 'operator'] as const;

/** What a capability's status reason asks the integration to do next. */
export const statusResolutions = ['complete_tasks', 'wait', 'contact_support', 'none'] as const;
