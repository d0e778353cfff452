import type { RequestContext, RouteDef } from '../../../../http/RequestContext.js';
import { ok } from '../../../../http/RequestContext.js';
import { Issues } from '../../../../validation/Issues.js';
import { checkBoolean, expectObject, rejectUnknownFields } from '../../../../validation/shapes.js';
import { checkDeliveryUrl } from '../../../webhooks/index.js';
import { legacyEventTypes } from './legacyEventTypes.js';
import { createSecretKey, legacyWebhookConfigOf, type LegacyWebhookConfig } from './legacyWebhookConfig.js';

/**
 * `{ url, events, legacySignature, signingSecret, secretKey? }`: `events` is the whole v1
 * catalog (there is no subscription), `secretKey` shows only while legacySignature is on.
 */
function present(config: LegacyWebhookConfig) {
  return {
    url: config.url,
    events: [...legacyEventTypes],
    legacySignature: config.legacySignature,
    signingSecret: config.signingSecret,
    ...(config.legacySignature && config.secretKey ? { secretKey: config.secretKey } : {}),
  };
}

/**
 * `PATCH /v1/webhooks` `{ url?, legacySignature? }`: `url` as v3 endpoint URLs (https, plain
 * http for loopback hosts only) or null to stop deliveries. An `events` array is refused (400
 * validation_error at `/events`): v1 delivers every public event.
 */
function updateConfig(ctx: RequestContext) {
  const issues = new Issues();
  const body = expectObject(issues, '', ctx.body);
  if (body) {
    if (body.events !== undefined)
      issues.add('/events', 'not_supported', 'v1 takes no events array; every public event is delivered to the URL');
    rejectUnknownFields(issues, '', body, ['url', 'legacySignature', 'events']);
    if (body.url !== undefined && body.url !== null) checkDeliveryUrl(issues, '/url', body.url);
    if (body.legacySignature !== undefined) checkBoolean(issues, '/legacySignature', body.legacySignature);
  }
  issues.throwIfAny();
  const update = body as { url?: string | null; legacySignature?: boolean };
  const config = legacyWebhookConfigOf(ctx.partition);
  if (update.url !== undefined) config.url = update.url;
  if (update.legacySignature !== undefined) config.legacySignature = update.legacySignature;
  if (config.legacySignature) config.secretKey ??= createSecretKey();
  return ok(present(config));
}

/** The v1 webhook configuration. */
export const legacyWebhookRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v1/webhooks',
    handler: (ctx) => ok(present(legacyWebhookConfigOf(ctx.partition))),
    legacy: { replacement: 'GET /v3/webhooks' },
  },
  { method: 'PATCH', path: '/v1/webhooks', handler: updateConfig, legacy: { replacement: 'POST /v3/webhooks' } },
];
