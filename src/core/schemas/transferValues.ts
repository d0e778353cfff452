/** Transfer states; `completed`, `failed` and `canceled` are terminal. */
export const transferStates = ['awaiting_funds', 'processing', 'action_required', 'completed', 'failed', 'canceled'] as const;

/** Methods a hosted card checkout can pre-select. */
export const checkoutMethods = ['card', 'apple_pay', 'google_pay', 'cash_app', 'sepa', 'blik'] as const;
