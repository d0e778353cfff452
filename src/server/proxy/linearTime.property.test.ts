// @vitest-environment node
/**
 * The property behind "bounded work per request": every function of `paykit/server` that reads a
 * text the browser, the upstream or a webhook sender wrote takes time at most linear in it, the
 * multipart reader the proxy and the fake platform share (`src/core/multipart`) and the demo's
 * reading of a client address included.
 * Adversarial units (long letter runs, repeated `a://`, near-miss hosts and keys, unicode, id
 * prefixes…) are repeated to two sizes; the time at 16× the size must stay far below the 256× a
 * quadratic function takes. Measured in CPU time as a median of ratios, never against the clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../../proxy-example/server/clientAddress.js';
import { multipartBoundary, parsePartHeaders } from '../../core/multipart/multipartHeaders.js';
import { createMultipartReader } from '../../core/multipart/multipartReader.js';
import { REQUEST_TIMEOUT_HEADER, fillPath, isValidPathParam, kitRoutes, pathParamNames } from '../../core/routes/index.js';
import { TEST_BOUNDARY } from '../../test-support/lazyMultipart.js';
import { hintFromWebhookEvent } from '../events/hintFromWebhookEvent.js';
import { matchKitRoute } from '../matchKitRoute.js';
import { readWebhookEnvelope } from '../webhooks/VerifiedWebhookEvent.js';
import { bindCustomer, refuseMerchantFields } from './bindCustomer.js';
import { refuseOverlongIds } from './bodyIds.js';
import { checkCsrf } from './checkCsrf.js';
import { filterQuery } from './filterQuery.js';
import { readBrowserIdempotencyKey } from './idempotencyKey.js';
import { formatProxyLogLine } from './proxyLog.js';
import { createRequestTrace } from './requestTrace.js';
import { ownershipTargets } from './proveOwnership.js';
import { relayUpstream } from './relayUpstream.js';
import { parseRequestTimeout, requestBudgetMs } from './requestDeadline.js';
import { requestIdOf } from './requestId.js';
import { resolveKitRequest } from './resolveKitRequest.js';
import { safeFileName } from './safeFileName.js';
import { createScrub, sanitizeProblem } from './sanitizeProblem.js';
import { growthRatio } from './test-support/growthRatio.js';
import { CANARY_KEY, SHOP, UPSTREAM, UPSTREAM_HOST, createProxyHarness, json } from './test-support/recordingUpstream.js';
import { uploadRequest } from './test-support/uploadTraffic.js';
import { upstreamUrl } from './upstreamUrl.js';

/** Characters of the smaller input; the larger one is {@link SCALE} times longer. */
const SIZE = 512;
const SCALE = 16;
/**
 * Linear work grows about 16×, quadratic work about 256×: 64 sits a factor of 4 from each, room
 * for a loaded machine either way.
 */
const MAX_GROWTH = 64;

const hosts = [`${UPSTREAM_HOST}:8443`, UPSTREAM_HOST];
const scrub = createScrub(CANARY_KEY, hosts);
const relay = { requestId: 'req_linear01', apiKey: CANARY_KEY, upstreamHosts: hosts, scrub, trace: createRequestTrace() };
const config = { baseUrl: UPSTREAM, baseOrigin: UPSTREAM, basePath: '' };
const encoder = new TextEncoder();

/** Runs `call`, whose refusal (a thrown problem) is as good an answer as any. */
const settle = (call: () => unknown) => {
  try {
    return call();
  } catch {
    return undefined;
  }
};
/** `text` as a header value (printable ASCII), as a browser or upstream could send it. */
const asHeader = (text: string) => text.replace(/[^\x21-\x7e]/g, '_');
const request = (headers: Record<string, string>) => new Request(`${SHOP}/api/paykit/customer`, { method: 'POST', headers });

let quoted = '';
const proxy = createProxyHarness({
  limits: { requestsPerMinute: 1_000_000_000 },
  answer: () =>
    json(
      { code: 'not_found', detail: `No such record ${quoted}`, errors: [{ pointer: '/quoteId', code: 'not_found', message: quoted }] },
      404,
    ),
});

const problemOf = (text: string) => ({
  type: text,
  title: text,
  code: text,
  detail: `GET https://${text}/v3/x failed for ${text}`,
  correlationId: text,
  transferId: text,
  errors: [{ pointer: text, code: text, message: text }],
  statusReason: { code: text, message: text, actor: text },
  blockingResources: [{ type: text, id: text, requiredAction: text }],
  capabilities: [text],
  allowedStates: [text],
});

/** A multipart body whose one file part holds `content`, named `fileName`, then a purpose. */
const multipartBytes = (content: string, fileName = 'scan.pdf') =>
  encoder.encode(
    `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n${content}\r\n` +
      `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nidentity\r\n--${TEST_BOUNDARY}--\r\n`,
  );

/** `bytes` as a stream of 1000-byte chunks, as a socket hands a body over (a delimiter may be cut). */
const chunked = (bytes: Uint8Array) => {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 1000)));
    },
  });
};

/** Reads a multipart body of `bytes` to its end (or to its refusal). */
async function readMultipart(bytes: Uint8Array): Promise<void> {
  const parts = createMultipartReader(chunked(bytes), TEST_BOUNDARY, { maxBodyBytes: 1 << 24, maxHeaderBytes: 8 * 1024 });
  try {
    while ((await parts.next()).kind !== 'end');
  } catch {
    // A refused body is an answer too.
  }
}

/** Every text-reading function, fed one adversarial text. */
const targets: Record<string, (text: string) => unknown> = {
  'the scrubber, whole text': (text) => scrub(text),
  'the scrubber, cut to 2048': (text) => scrub(text, 2_048),
  sanitizeProblem: (text) =>
    sanitizeProblem(problemOf(text), { status: 404, apiKey: CANARY_KEY, upstreamHosts: hosts, scrub, correlationId: 'req_linear01' }),
  'relayUpstream, a problem': (text) =>
    relayUpstream({ status: 404, kind: 'problem', bytes: encoder.encode(JSON.stringify(problemOf(text))) }, relay),
  'relayUpstream, a success': (text) =>
    relayUpstream({ status: 200, kind: 'json', bytes: encoder.encode(JSON.stringify({ data: { note: text } })) }, relay),
  'relayUpstream, a truncated success': (text) =>
    settle(() => relayUpstream({ status: 201, kind: 'json', bytes: encoder.encode(`{"data":{"note":"${text}`) }, relay)),
  'relayUpstream, a key problem': (text) =>
    settle(() => relayUpstream({ status: 401, kind: 'problem', bytes: encoder.encode(JSON.stringify({ correlationId: text })) }, relay)),
  resolveKitRequest: (text) => {
    settle(() => resolveKitRequest('GET', `/api/paykit/tasks/${text}`, '/api/paykit', { environment: 'sandbox', legacy: true }));
    settle(() => resolveKitRequest('GET', `/api/paykit/${text}`, '/api/paykit', { environment: 'sandbox', legacy: true }));
  },
  matchKitRoute: (text) => {
    matchKitRoute('GET', `/tasks/${text}/history`);
    matchKitRoute('POST', `/${text}`);
  },
  'isValidPathParam and fillPath': (text) => {
    for (const route of Object.values(kitRoutes)) {
      for (const name of pathParamNames(route.path)) isValidPathParam(name, text);
      settle(() => fillPath(route.path, Object.fromEntries(pathParamNames(route.path).map((name) => [name, text]))));
    }
  },
  filterQuery: (text) => {
    settle(() =>
      filterQuery(
        kitRoutes.listTransfers,
        new URLSearchParams([
          ['state', text],
          ['externalId', text],
        ]),
        'cus_alice',
      ),
    );
    settle(() => filterQuery(kitRoutes.listTransfers, new URLSearchParams([[text, 'x']]), 'cus_alice'));
  },
  upstreamUrl: (text) => settle(() => upstreamUrl(config, '/v3/customers/{customerId}/tasks/{taskId}', { taskId: text }, 'cus_alice')),
  'body walks (customer binding, merchant fields, id bounds, ownership)': (text) => {
    const body = () => ({
      quoteId: text,
      [text]: { id: text },
      supportingDocuments: [text, text],
      answers: [{ requirementId: text, documentIds: [text] }],
    });
    settle(() => bindCustomer(kitRoutes.createQuote, body(), 'cus_alice'));
    settle(() => refuseMerchantFields('updateCustomer', body()));
    settle(() => refuseOverlongIds(body()));
    settle(() => ownershipTargets('createTransfer', kitRoutes.createTransfer, {}, body()));
  },
  'request headers (idempotency key, CSRF, request id)': (text) => {
    const headers = request({
      'Idempotency-Key': asHeader(text),
      Origin: asHeader(text),
      'Paykit-Request': '1',
      'X-Request-Id': asHeader(text),
    });
    settle(() => readBrowserIdempotencyKey(headers, true));
    settle(() => checkCsrf(headers, new Set([SHOP])));
    requestIdOf(headers);
  },
  formatProxyLogLine: (text) =>
    formatProxyLogLine({
      method: text,
      route: 'getTask',
      status: 200,
      durationMs: 1,
      requestId: 'req_linear01',
      upstreamStatus: 200,
      code: null,
      phase: null,
    }),
  'webhook events to hints': (text) => {
    const envelope = readWebhookEnvelope('msg_1', { type: `${text}.created`, data: { id: text, customerId: text }, createdAt: text });
    hintFromWebhookEvent({ type: `transfer.${text}`, data: { id: text, customerId: 'cus_1', onBehalfOf: text }, createdAt: 1775119500000 });
    return envelope;
  },
  'the proxy, an id in the path': (text) => proxy.send('GET', `/tasks/tsk_${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '_'))}`),
  'the proxy, an id in a JSON body': (text) =>
    proxy.send('POST', '/transfers', { json: { quoteId: `quo_${text}`, supportingDocuments: [text] } }),
  'multipart boundary (Content-Type)': (text) => {
    settle(() => multipartBoundary(`multipart/form-data; boundary=${text}`));
    settle(() => multipartBoundary(`multipart/form-data; ${text}; boundary="${text}"`));
  },
  'multipart part headers': (text) => {
    settle(() => parsePartHeaders(encoder.encode(`Content-Disposition: form-data; name="${text}"; filename=${text}`)));
    settle(() => parsePartHeaders(encoder.encode(`X-${text}: ${text}\r\nContent-Disposition: ${text}`)));
  },
  'the multipart reader, a part holding the text': (text) => readMultipart(multipartBytes(text)),
  safeFileName: (text) => safeFileName(text, 'pdf'),
  'request timeout header': (text) => {
    parseRequestTimeout(text);
    requestBudgetMs(request({ [REQUEST_TIMEOUT_HEADER]: asHeader(text) }), 15_000);
  },
  "the demo's client address (a forwarded hop)": (text) => settle(() => clientKeyOf(asHeader(text))),
  'the proxy, an upload carrying the text': (text) => {
    const bytes = multipartBytes(`%PDF-${text}`, text.slice(0, 256).replace(/["\r\n\\]/g, '_'));
    return proxy.handle(uploadRequest('cus_alice', chunked(bytes)));
  },
  'the proxy, an upstream problem quoting the text': (text) => {
    quoted = text;
    return proxy.send('GET', '/customer');
  },
};

/** Units known to make a backtracking pattern rescan: each target meets all of them first. */
const ADVERSARIAL_UNITS = [
  'a',
  'a://',
  `${UPSTREAM_HOST.slice(0, -1)}`,
  CANARY_KEY.slice(0, -1),
  'tsk_a/',
  `\r\n--${TEST_BOUNDARY.slice(0, 12)}`,
];
/** Further pieces the generated units are made of. */
const PIECES = [
  ...ADVERSARIAL_UNITS,
  ...[
    'a1+.-',
    `https://${UPSTREAM_HOST.toUpperCase()}:8443/`,
    '~/',
    '\u{1F600}é',
    ':',
    '.',
    '..',
    '//',
    '_',
    ' ',
    '"',
    '%2e',
    '\\',
    'ſ',
    'İ',
  ],
  // Multipart framing, dispositions, file names, timeouts and addresses.
  ...['\r', '\r\n', '--', ';', '=', 'name=', 'filename="', '\\"', '/..', '9', '1:', '::', '[', ']', '%', '127.0.0.'],
];

const unit = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
);

const repeatTo = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

describe('given long adversarial texts', () => {
  it.each(Object.entries(targets))(
    'should take time linear in the text: %s',
    async (_, target) => {
      await fc.assert(
        fc.asyncProperty(unit, async (piece) => {
          const growth = await growthRatio(target, repeatTo(piece, SIZE), repeatTo(piece, SIZE * SCALE));
          expect(growth, `${SCALE}× the text of ${JSON.stringify(piece)} took ${growth.toFixed(1)}× the time`).toBeLessThan(MAX_GROWTH);
        }),
        { examples: ADVERSARIAL_UNITS.map((piece) => [piece]), numRuns: ADVERSARIAL_UNITS.length + 3, endOnFailure: true },
      );
      // A quadratic function takes seconds at the larger size: leave it room to fail rather than time out.
    },
    60_000,
  );
});
