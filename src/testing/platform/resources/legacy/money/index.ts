import type { RouteDef } from '../../../http/RequestContext.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { webhookDispatcherOf } from '../../webhooks/index.js';
import { emitLegacyTransferEvents } from './legacyTransferEvents.js';
import { legacyQuoteRoutes } from './quoteRoutes.js';
import { legacyRateRoutes } from './rateRoute.js';
import { sandboxPayinRoutes } from './sandboxPayins.js';
import { sandboxPayoutRoutes } from './sandboxPayouts.js';
import { sandboxTopUpRoutes } from './sandboxTopUp.js';
import { legacyTransferRoutes } from './transferReadRoute.js';
import { legacyDeliverySource } from './webhooks/legacyDeliverySource.js';
import { legacyWebhookRoutes } from './webhooks/legacyWebhookRoutes.js';

/** The v1 rates, pay-in and payout quotes, transfer reads, webhook configuration and sandbox simulation. */
export const legacyMoneyRoutes: RouteDef[] = [
  ...legacyRateRoutes,
  ...legacyQuoteRoutes,
  ...legacyTransferRoutes,
  ...legacyWebhookRoutes,
  ...sandboxTopUpRoutes,
  ...sandboxPayinRoutes,
  ...sandboxPayoutRoutes,
];

/**
 * Once per platform: the v1 delivery URL joins the webhook dispatcher's receivers, and v3
 * transfer events are echoed as the v1 transfer, pay-in and payout events.
 */
export function setupLegacyMoney(platform: PlatformCore): void {
  webhookDispatcherOf(platform).addSource(legacyDeliverySource);
  emitLegacyTransferEvents(platform);
}
