export { matchKitRoute, isKitRouteMatch, type KitRouteMatch, type KitRouteMiss } from './matchKitRoute.js';
export { kitRoutes, type KitRoute, type KitRouteName } from '../core/routes/index.js';
