import type { ResourceModule } from '../../http/RequestContext.js';
import { accountRoutes } from './accounts/accountRoutes.js';
import { provisionDueAccounts } from './accounts/provisionAccounts.js';
import { destinationRoutes } from './destinations/destinationRoutes.js';
import { recipientRoutes } from './recipients/recipientRoutes.js';
import { institutionRoutes } from './reference/institutionRoutes.js';
import { rateRoutes } from './reference/rateRoutes.js';
import { sandboxTopUpRoutes } from './sandboxTopUpRoutes.js';

export { creditAccount, debitAccount, zeroBalance, type BalanceBucket } from './balances.js';
export { rotateAccountRouting } from './accounts/issueCoordinates.js';
export { indicativeRate } from './reference/rateRoutes.js';
export { destinationMagicHolderNames } from './destinations/initialDestinationStatus.js';
export * as decimal from './decimal.js';

/**
 * The money operations of the fake API: accounts (issued accounts provision as time passes),
 * recipients and their destinations, rates, institutions and the sandbox top-up.
 */
export const moneyModule: ResourceModule = {
  routes: [...accountRoutes, ...recipientRoutes, ...destinationRoutes, ...rateRoutes, ...institutionRoutes, ...sandboxTopUpRoutes],
  tick: provisionDueAccounts,
};
