export { kitRoutes, EVENT_STREAM_PATH, type ClientKitRouteName, type KitRouteName, type LegacyKitRouteName } from './kitRoutes.js';
export {
  answerOf,
  isEffectfulMethod,
  mayAnswerNoContent,
  type HttpMethod,
  type KitRoute,
  type KitRouteAnswer,
  type OwnershipCheck,
} from './kitRoute.js';
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
