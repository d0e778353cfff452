/**
 * The legacy v1/v2 reads through a paykit client: the client's own pipeline (retries, one
 * idempotency key per intent, timeouts, checked answers), with schemas that live here so an app
 * that never reads v1 or v2 does not carry them. The merchant's proxy serves them only with
 * `createPaykitProxy({ legacy: true })`; without it each call fails with a 404 `not_found`.
 */
import type { CallOptions, EffectfulCallOptions, PaykitClient } from '../client/PaykitClient.js';
import type { RouteResponse } from '../client/routeSchemas.js';
import { routeSenderOf } from '../client/routeSender.js';
import { businessRailSchema, type BusinessRail } from '../schemas/businessRail.js';
import { legacyCustomerSchema, type LegacyCustomer } from '../schemas/legacyCustomer.js';
import { verificationTokenSchema, type VerificationToken } from '../schemas/verificationToken.js';

/** The legacy reads of the session's customer. Make one with {@link legacyClientOf}. */
export interface LegacyClient {
  /** The customer as v1 shows it: its identity verification status and its rails (`GET /legacy/customer`). */
  getLegacyCustomer(options?: CallOptions): Promise<LegacyCustomer>;
  /** A business's v2 rails with their discovery or application status (`GET /legacy/business-rails`). */
  listBusinessRails(options?: CallOptions): Promise<BusinessRail[]>;
  /**
   * A fresh embedded-verification link of KYC `provider` (`POST /legacy/verification-token/{provider}`),
   * e.g. `persona`; the provider's name is checked before anything is sent.
   */
  createVerificationToken(provider: string, options?: EffectfulCallOptions): Promise<VerificationToken>;
}

const customerAnswer: RouteResponse = { kind: 'data', schema: legacyCustomerSchema };
const businessRailsAnswer: RouteResponse = { kind: 'items', schema: businessRailSchema };
const tokenAnswer: RouteResponse = { kind: 'data', schema: verificationTokenSchema };

/**
 * The legacy reads of `client`.
 * @throws TypeError for a client not made by `createPaykitClient`.
 *
 * @example
 * const legacy = legacyClientOf(createPaykitClient({ baseUrl: '/api/paykit' }));
 * const { verificationStatus, rails } = await legacy.getLegacyCustomer();
 */
export function legacyClientOf(client: PaykitClient): LegacyClient {
  const send = routeSenderOf(client);
  return {
    getLegacyCustomer: (options) => send('getLegacyCustomer', customerAnswer, { options }) as Promise<LegacyCustomer>,
    listBusinessRails: (options) => send('listBusinessRails', businessRailsAnswer, { options }) as Promise<BusinessRail[]>,
    createVerificationToken: (provider, options) =>
      send('createVerificationToken', tokenAnswer, { params: { provider }, options }) as Promise<VerificationToken>,
  };
}
