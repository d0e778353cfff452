/** Known webhook endpoint statuses (paykit's assumption). */
export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
