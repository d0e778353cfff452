// @vitest-environment node
/**
 * The authorization matrix: two sessions (alice, bob) × every kit route × the other customer's ids
 * in the path, the query and the body. Each request either makes no upstream call, or makes calls
 * for the session's own customer only; no answer ever names the other customer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { kitRoutes, type KitRoute } from '../../core/routes/index.js';
import { UPSTREAM, createProxyHarness, type RecordedCall } from './test-support/recordingUpstream.js';
import { PDF_BYTES, createTwoCustomerWorld, type CustomerIds } from './test-support/twoCustomers.js';

const routes = Object.entries(kitRoutes) as [string, KitRoute][];

let world: Awaited<ReturnType<typeof createTwoCustomerWorld>>;
beforeAll(async () => {
  world = await createTwoCustomerWorld();
});

const idsOf = (customer: CustomerIds): Set<string> =>
  new Set(
    Object.entries(customer)
      .filter(([name]) => name !== 'capabilityId')
      .map(([, id]) => id),
  );

/** True when `call` acts for `me` only: under its customer path, or on a record proven to be its own. */
function isForSession(call: RecordedCall, me: CustomerIds): boolean {
  const url = new URL(call.url);
  const path = url.pathname;
  const mine = idsOf(me);
  const customerPrefix = new RegExp(`^/v3/(?:sandbox/)?customers/${me.customerId}(?:/|$)`);
  if (customerPrefix.test(path)) return true;
  // The legacy reads (served only with `legacy: true`): the same customer under v1 and v2.
  if (new RegExp(`^/(?:v1/customers|v2/customers/business)/${me.customerId}(?:/|$)`).test(path)) return true;
  if (call.method === 'GET' && /^\/v3\/(?:rates|institutions)$/.test(path)) return true;
  // Ownership reads: read-only, and their answer reaches the browser only when the record is its own.
  if (call.method === 'GET' && /^\/v3\/(?:quotes|transfers|tasks)\/[a-z]+_[A-Za-z0-9]+$/.test(path) && url.search === '') return true;
  const body = call.body === '' ? {} : (JSON.parse(call.body) as Record<string, unknown>);
  if (call.method === 'POST' && path === '/v3/quotes') return body.customerId === me.customerId;
  if (call.method === 'GET' && path === '/v3/transfers') return url.searchParams.getAll('customerId').join() === me.customerId;
  if (call.method === 'POST' && path === '/v3/sandbox/tasks') return (body.scope as Record<string, unknown>).customerId === me.customerId;
  if (call.method === 'POST' && path === '/v3/transfers') return mine.has(body.quoteId as string);
  const record = /^\/v3\/(?:sandbox\/)?(?:transfers|tasks|accounts)\/([a-z]+_[A-Za-z0-9]+)(?:\/[a-z-]+)?$/.exec(path);
  return record !== null && mine.has(record[1] as string);
}

function pathWith(route: KitRoute, ids: CustomerIds): string {
  const values: Record<string, string> = { provider: 'persona', ...(ids as unknown as Record<string, string>) };
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'missing');
}

/** A JSON body naming every one of `other`'s resources the kit's bodies can name. */
function foreignBody(other: CustomerIds): Record<string, unknown> {
  return {
    quoteId: other.quoteId,
    destinationId: other.destinationId,
    sourceAccountId: other.accountId,
    settlement: { accountId: other.accountId },
    target: { type: 'account', id: other.bankAccountId },
    supportingDocuments: [other.documentId],
    answers: [{ requirementId: 'req_1', answerType: 'document', documentIds: [other.documentId] }],
    scope: { type: 'transfer', transferId: other.transferId },
    capabilityId: 'ach_pooled',
    in: { currency: 'USD', amount: '10' },
    out: { currency: 'USDC' },
  };
}

interface Variant {
  name: string;
  path: string;
  json?: unknown;
  body?: BodyInit;
  /** Expected status when the variant must be refused before any call. */
  refused?: number;
}

function variantsFor(route: KitRoute, me: CustomerIds, other: CustomerIds): Variant[] {
  const path = pathWith(route, other);
  const ownPath = pathWith(route, me);
  const variants: Variant[] = [];
  const base = route.body === 'json' ? { json: {} } : {};
  variants.push({ name: "the other's ids in the path", path, ...base });
  variants.push({ name: 'a customerId in the query', path: `${ownPath}?customerId=${other.customerId}`, ...base, refused: 400 });
  const allowed = route.query ?? [];
  if (allowed.length > 0) {
    const query = new URLSearchParams(
      allowed.map((name) => [name, name === 'institutions' ? other.accountId : other.transferId]),
    ).toString();
    variants.push({ name: "the other's ids in the query", path: `${ownPath}?${query}`, ...base });
  }
  if (route.body === 'json') {
    variants.push({ name: 'a customerId in the body', path: ownPath, json: { customerId: other.customerId }, refused: 400 });
    variants.push({
      name: 'a customerId nested in the body',
      path: ownPath,
      json: { scope: { type: 'customer', customerId: other.customerId } },
      refused: 400,
    });
    variants.push({ name: "the other's resource ids in the body", path: ownPath, json: foreignBody(other) });
  }
  if (route.body === 'multipart') {
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES]), 'id.pdf');
    form.append('purpose', 'identity');
    variants.push({ name: 'an upload', path: ownPath, body: form });
  }
  return variants;
}

describe.each(['alice', 'bob'] as const)('given the session of %s, with the legacy routes on', (who) => {
  it.each(routes)('should keep %s to the session customer', async (_, route) => {
    const me = who === 'alice' ? world.alice : world.bob;
    const other = who === 'alice' ? world.bob : world.alice;
    const harness = createProxyHarness({
      answer: world.answer,
      getCustomerId: () => me.customerId,
      limits: { requestsPerMinute: 10_000 },
      legacy: true,
    });
    for (const variant of variantsFor(route, me, other)) {
      const before = harness.calls.length;
      const response = await harness.send(route.method, variant.path, {
        customerId: me.customerId,
        json: variant.json,
        body: variant.body,
      });
      const calls = harness.calls.slice(before);
      const label = `${route.method} ${variant.path} (${variant.name}) as ${who}`;
      if (variant.refused !== undefined) {
        expect(response.status, label).toBe(variant.refused);
        expect(calls, label).toEqual([]);
      }
      for (const call of calls) {
        expect(isForSession(call, me), `${label} called ${call.method} ${call.url.slice(UPSTREAM.length)}`).toBe(true);
        expect(`${call.url} ${call.body}`, label).not.toContain(other.customerId);
      }
      const text = await response.text();
      expect(text, `${label} answered with the other customer`).not.toContain(other.customerId);
      if (route.ownership !== undefined && route.ownership !== 'quoteInBody' && variant.path === pathWith(route, other))
        expect(response.status, label).toBe(404);
      if (route.ownership === 'quoteInBody' && variant.name === "the other's resource ids in the body")
        expect(response.status, label).toBe(404);
    }
  });
});

const legacyRoutes = routes.filter(([, route]) => route.legacy === true);

describe('given a proxy that did not opt in to the legacy routes', () => {
  it.each(legacyRoutes)('should answer 404 for %s without any call', async (_, route) => {
    const harness = createProxyHarness({ answer: world.answer, getCustomerId: () => world.alice.customerId });
    const response = await harness.send(route.method, pathWith(route, world.alice));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
    expect(harness.calls).toEqual([]);
  });
});

describe('given a proxy that opted in to the legacy routes', () => {
  it.each(legacyRoutes)("should send %s upstream for the session's customer only", async (_, route) => {
    const harness = createProxyHarness({ answer: world.answer, getCustomerId: () => world.bob.customerId, legacy: true });
    await harness.send(route.method, pathWith(route, world.bob));
    expect(harness.calls).toHaveLength(1);
    const upstream = new URL(harness.calls[0]?.url ?? '').pathname;
    expect(upstream).toBe(route.upstream.replace('{customerId}', world.bob.customerId).replace('{provider}', 'persona'));
  });
});

describe('given the production environment', () => {
  it.each(routes.filter(([, route]) => route.sandboxOnly === true))('should answer 404 for %s without any call', async (_, route) => {
    const harness = createProxyHarness({
      answer: world.answer,
      environment: 'production',
      apiKey: 'sk_production_CANARY123',
      getCustomerId: () => world.alice.customerId,
    });
    const response = await harness.send(route.method, pathWith(route, world.alice), { json: route.body === 'json' ? {} : undefined });
    expect(response.status).toBe(404);
    expect(harness.calls).toEqual([]);
  });
});
