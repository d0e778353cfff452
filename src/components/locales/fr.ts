/**
 * `paykit/components/fr`: the French messages of the styled components. Importing this module
 * registers them, so every `<PaykitProvider>` whose language is French shows them:
 *
 * ```ts
 * import 'paykit/components/fr';
 * ```
 */
import { registerComponentMessages } from '../messages/componentCatalogues.js';
import { componentFr } from '../messages/fr.js';

registerComponentMessages('fr', componentFr);

export { componentFr };
export { registerComponentMessages } from '../messages/componentCatalogues.js';
