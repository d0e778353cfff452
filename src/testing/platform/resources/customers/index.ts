import type { ResourceModule } from '../../http/RequestContext.js';
import { customerRoutes } from './customer/customerRoutes.js';
import { documentRoutes } from './documents/documentRoutes.js';
import { relatedPartyRoutes } from './relatedParties/relatedPartyRoutes.js';
import { ruleRoutes } from './rules/ruleRoutes.js';

export { checkProfileValue } from './validation/checkProfileValue.js';
export { writeProfileValue } from './profile/writeProfileValue.js';
export { isProfilePointerFor } from './validation/profilePointer.js';

/** The customers operations of the fake API: customers, related parties, documents and rules. */
export const customersModule: ResourceModule = { routes: [...customerRoutes, ...relatedPartyRoutes, ...documentRoutes, ...ruleRoutes] };
