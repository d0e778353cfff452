import { ApiProblem } from '../../http/ApiProblem.js';
import { paginate } from '../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../http/RequestContext.js';
import { createSigningSecret } from './signingSecret.js';
import { findLiveEndpoint, webhookEndpointsOf, type WebhookEndpointRecord } from './store.js';
import { validateEndpointCreate, validateEndpointUpdate } from './validateEndpointBody.js';

/** The endpoint as reads show it: never the secret. */
function present(endpoint: WebhookEndpointRecord) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: [...endpoint.events],
    status: endpoint.status,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

function requireEndpoint(ctx: RequestContext): WebhookEndpointRecord {
  const webhookId = ctx.params.webhookId;
  const endpoint = findLiveEndpoint(ctx.partition, webhookId);
  if (!endpoint)
    throw new ApiProblem({ status: 404, code: 'not_found', detail: `No webhook endpoint ${webhookId ?? ''} in this environment.` });
  return endpoint;
}

function createEndpoint(ctx: RequestContext) {
  const { url, events } = validateEndpointCreate(ctx.body);
  const id = ctx.platform.ids.next('whk_');
  const endpoint: WebhookEndpointRecord = {
    id,
    url,
    events,
    status: 'enabled',
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    _secret: createSigningSecret(),
  };
  webhookEndpointsOf(ctx.partition).insert(id, endpoint);
  return ok({ ...present(endpoint), secret: endpoint._secret }, 201);
}

function updateEndpoint(ctx: RequestContext) {
  const endpoint = requireEndpoint(ctx);
  const update = validateEndpointUpdate(ctx.body);
  const before = JSON.stringify(present(endpoint));
  if (update.url !== undefined) endpoint.url = update.url;
  if (update.events !== undefined) endpoint.events = update.events;
  if (update.status !== undefined) endpoint.status = update.status;
  if (JSON.stringify(present(endpoint)) !== before) endpoint.updatedAt = ctx.nowIso;
  return ok(present(endpoint));
}

function deleteEndpoint(ctx: RequestContext) {
  const endpoint = requireEndpoint(ctx);
  endpoint._deletedAt = ctx.nowIso;
  return { status: 204 };
}

/** `/v3/webhooks`: endpoints with per-event subscription. */
export const endpointRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/webhooks', handler: createEndpoint },
  {
    method: 'GET',
    path: '/v3/webhooks',
    list: true,
    handler: (ctx) =>
      paginate(
        ctx,
        webhookEndpointsOf(ctx.partition).filter((endpoint) => !endpoint._deletedAt),
        present,
      ),
  },
  { method: 'GET', path: '/v3/webhooks/{webhookId}', handler: (ctx) => ok(present(requireEndpoint(ctx))) },
  { method: 'PATCH', path: '/v3/webhooks/{webhookId}', handler: updateEndpoint },
  { method: 'DELETE', path: '/v3/webhooks/{webhookId}', handler: deleteEndpoint },
];
