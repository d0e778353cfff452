/**
 * The pipeline of a client made by `createPaykitClient`, for the kit routes it has no method for
 * (the legacy v1/v2 reads): their schemas live with `src/core/legacy`, so the client does not carry
 * them, yet their calls get the client's retries, idempotency keys, timeouts and rate-limit pause.
 */
import type { LegacyKitRouteName } from '../routes/index.js';
import type { EffectfulCallOptions, PaykitClient } from './PaykitClient.js';
import type { RouteResponse } from './routeSchemas.js';

/** The key a client keeps its route sender under: a symbol, so it is no method of its public shape. */
export const SEND_ROUTE = /* @__PURE__ */ Symbol('paykit.sendRoute');

/** One call of a route the client has no method for. */
export interface RouteCall {
  /** The route's path parameters, by name. */
  readonly params?: Readonly<Record<string, string>>;
  readonly options?: EffectfulCallOptions;
}

/** Sends route `name` and reads its answer as `response` says. */
export type SendRoute = (name: LegacyKitRouteName, response: RouteResponse, call: RouteCall) => Promise<unknown>;

/**
 * The route sender of `client` (found through its prototype, so a client wrapped by the provider
 * keeps it).
 * @throws TypeError for a client not made by `createPaykitClient` (a hand-written stub).
 */
export function routeSenderOf(client: PaykitClient): SendRoute {
  const send = (client as PaykitClient & { [SEND_ROUTE]?: SendRoute })[SEND_ROUTE];
  if (typeof send !== 'function') throw new TypeError('The legacy v1/v2 reads need a client made by createPaykitClient.');
  return send;
}
