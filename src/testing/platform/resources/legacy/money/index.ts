import type { RouteDef } from '../../../http/RequestContext.js';

/** The v1 rates, pay-in and payout quotes, transfer reads, webhook configuration and sandbox simulation. */
export const legacyMoneyRoutes: RouteDef[] = [];
