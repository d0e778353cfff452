/**
 * The public v1 event catalog: every one is delivered to the v1 URL (it takes no subscription
 * list), plus `api.deprecation`, which both interfaces receive.
 */
export const legacyEventTypes = [
  'customer.created',
  'customer.updated',
  'customer.verification_changed',
  'customer.rail.status_changed',
  'customer.rail.documents_requested',
  'transfer.created',
  'transfer.updated',
  'transfer.completed',
  'transfer.failed',
  'transfer.funded_partial',
  'transfer.amount_adjusted',
  'payin.created',
  'payin.updated',
  'payin.amount_adjusted',
  'payin.funded_partial',
  'payin.completed',
  'payin.failed',
  'payout.created',
  'payout.updated',
  'payout.amount_adjusted',
  'payout.completed',
  'payout.failed',
  'api.deprecation',
] as const;
