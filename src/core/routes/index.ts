export { kitRoutes, EVENT_STREAM_PATH, type KitRouteName } from './kitRoutes.js';
export { isEffectfulMethod, type HttpMethod, type KitRoute, type OwnershipCheck } from './kitRoute.js';
export {
  fillPath,
  isValidPathParam,
  MAX_ID_LENGTH,
  pathParamNames,
  pathParamPatterns,
  type PathParamName,
  type PathParamsOf,
} from './pathParams.js';
export { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_HEADER } from './requestTimeout.js';
