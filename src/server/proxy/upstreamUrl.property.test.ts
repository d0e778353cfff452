// @vitest-environment node
/**
 * The property behind "no way around the table": whatever strings a browser puts in every path
 * parameter, query value and body reference, each upstream call is under the session's customer,
 * or on a record whose ownership the proxy proved first, or is not made at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitRoutes, type KitRouteName } from '../../core/routes/index.js';
import {
  SHOP,
  UPSTREAM,
  createProxyHarness,
  json,
  sessionCookie,
  type RecordedCall,
  type UpstreamAnswer,
} from './test-support/recordingUpstream.js';

const ME = 'cus_alice';
/** In this upstream, a record belongs to alice when its id ends with `alice`, to bob otherwise. */
const ownerOf = (id: string) => (id.endsWith('alice') ? ME : 'cus_bob');

const answer: UpstreamAnswer = (request) => {
  const url = new URL(request.url);
  const read = /^\/v3\/(?:quotes|transfers|tasks)\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && read) return json({ data: { id: read[1], customerId: ownerOf(read[1] as string) } });
  if (/^\/v3\/customers\/[^/]+\/accounts$/.test(url.pathname))
    return json({ data: [{ id: 'acc_alice' }], hasMore: false, nextCursor: null });
  if (url.pathname === '/v3/transfers') return json({ data: [{ id: 'tr_alice', customerId: ME }], hasMore: false, nextCursor: null });
  return json({ data: {} });
};

const SAFE_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;
const RECORD = /^[a-z]+_[A-Za-z0-9]+$/;

/** True when `call` is one the session may cause. */
function isAllowed(call: RecordedCall): boolean {
  if (!call.url.startsWith(`${UPSTREAM}/v3/`)) return false;
  const url = new URL(call.url);
  const path = url.pathname;
  if (!SAFE_PATH.test(path) || url.hash !== '') return false;
  if (/^\/v3\/(?:sandbox\/)?customers\/cus_alice(?:\/|$)/.test(path)) return true;
  if (call.method === 'GET' && (path === '/v3/rates' || path === '/v3/institutions')) return true;
  const segments = path.split('/');
  if (call.method === 'GET' && segments.length === 4 && ['quotes', 'transfers', 'tasks'].includes(segments[2] as string)) {
    return RECORD.test(segments[3] as string) && url.search === '';
  }
  const body = call.body === '' ? {} : (JSON.parse(call.body) as Record<string, unknown>);
  if (call.method === 'POST' && path === '/v3/quotes') return body.customerId === ME;
  if (call.method === 'GET' && path === '/v3/transfers') return url.searchParams.getAll('customerId').join() === ME;
  if (call.method === 'POST' && path === '/v3/transfers') return ownerOf(String(body.quoteId)) === ME;
  if (call.method === 'POST' && path === '/v3/sandbox/tasks') {
    const scope = body.scope as Record<string, unknown>;
    return scope.customerId === ME && (scope.transferId === undefined || ownerOf(String(scope.transferId)) === ME);
  }
  const record = /^\/v3\/(?:sandbox\/)?(?:transfers|tasks|accounts)\/([a-z]+_[A-Za-z0-9]+)(?:\/[a-z-]+)?$/.exec(path);
  return record !== null && ownerOf(record[1] as string) === ME;
}

const payloads = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '..%2f',
  '..%2F..%2Fcustomers',
  '%252e%252e',
  '%252f',
  '\\',
  '..\\..',
  '%5c',
  '%5C..',
  '．．',
  '%EF%BC%8E%EF%BC%8E',
  '%C0%AE%C0%AE',
  '%c0%af',
  'tsk_1/../../customers/cus_bob',
  'cus_bob',
  'tr_bob',
  'quo_bob',
  'tr_alice',
  'quo_alice',
  'tsk_alice',
  'acc_alice',
  'acc_bob',
  'x?customerId=cus_bob',
  'x#frag',
  'x&customerId=cus_bob',
  '%00',
  '\u0000',
  '\n',
  '/',
  '//api.evil.example',
  '@evil.example',
  ' ',
  '',
];
const arbitraryValue = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[a-z]{2,4}_[A-Za-z0-9]{1,6}(alice|bob)?$/),
  fc.array(fc.constantFrom(...payloads), { maxLength: 4 }).map((parts) => parts.join('')),
);

const routeNames = Object.keys(kitRoutes) as KitRouteName[];

function buildRequest(name: KitRouteName, values: string[], queryValues: string[], reference: string): Request | undefined {
  const route = kitRoutes[name] as (typeof kitRoutes)[KitRouteName] & { query?: readonly string[] };
  let index = 0;
  const path = route.path.replace(/\{\w+\}/g, () => values[index++ % values.length] ?? '');
  const names = [...(route.query ?? []), 'customerId', 'cursor'];
  const query = names.map((param, position) => `${param}=${queryValues[position % queryValues.length] ?? ''}`).join('&');
  let body: string | undefined;
  if ('body' in route && route.body === 'json') {
    body = JSON.stringify(
      name === 'createTransfer'
        ? { quoteId: reference }
        : name === 'createSandboxTask'
          ? { scope: { type: 'transfer', transferId: reference } }
          : {},
    );
  }
  try {
    return new Request(`${SHOP}/api/paykit${path}${queryValues.length > 0 ? `?${query}` : ''}`, {
      method: route.method,
      headers: {
        'Paykit-Request': '1',
        Origin: SHOP,
        Cookie: sessionCookie(ME),
        'Idempotency-Key': 'pk_1',
        'Content-Type': 'application/json',
      },
      body,
    });
  } catch {
    return undefined;
  }
}

describe('given arbitrary strings in every parameter', () => {
  it("should call upstream only under the session's customer or on records proven its own", async () => {
    const harness = createProxyHarness({ answer, limits: { requestsPerMinute: 1_000_000 } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routeNames),
        fc.array(arbitraryValue, { minLength: 1, maxLength: 3 }),
        fc.array(arbitraryValue, { maxLength: 3 }),
        arbitraryValue,
        async (name, values, queryValues, reference) => {
          const request = buildRequest(name, values, queryValues, reference);
          if (request === undefined) return;
          const before = harness.calls.length;
          const response = await harness.handle(request);
          for (const call of harness.calls.slice(before)) {
            expect(isAllowed(call), `${request.method} ${request.url} → ${call.method} ${call.url} ${call.body}`).toBe(true);
          }
          expect(await response.text()).not.toContain('cus_bob');
        },
      ),
      { numRuns: 3_000 },
    );
    // 3 000 runs take a few seconds alone; under a loaded parallel run they can pass the 5 s default.
  }, 60_000);
});
