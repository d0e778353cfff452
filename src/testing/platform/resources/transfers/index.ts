import type { ResourceModule } from '../../http/RequestContext.js';
import { checkoutPage } from './checkoutPage.js';
import { quoteRoutes } from './quoteRoutes.js';
import { sandboxTransferRoutes } from './sandboxTransferState.js';
import { transferRoutes } from './transferRoutes.js';
import { tickTransfers } from './transferTick.js';

/**
 * Quotes and transfers: pricing, execute-once, the transfer state machine with its events,
 * funding instructions, the hosted card checkout and the sandbox state moves.
 */
export const transfersModule: ResourceModule = {
  routes: [...quoteRoutes, ...transferRoutes, ...sandboxTransferRoutes],
  hostedPages: [checkoutPage],
  tick: tickTransfers,
};
