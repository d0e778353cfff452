// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyMultipart, type LazyBodyOptions, type LazyPart } from '../../test-support/lazyMultipart.js';
import type { PaykitProxyFetch } from './PaykitProxyOptions.js';
import { advanceBy, settle, useFakeClock, watch } from './test-support/fakeClock.js';
import { createProxyHarness, type ProxyHarnessOptions } from './test-support/recordingUpstream.js';
import { streamingUpstream, uploadRequest } from './test-support/uploadTraffic.js';

const PURPOSE: LazyPart = { name: 'purpose', value: 'proof_of_address' };
const pdf = (size: number): LazyPart => ({
  name: 'file',
  fileName: 'scan.pdf',
  head: new TextEncoder().encode('%PDF-1.7\n'),
  size,
  type: 'application/pdf',
});
/** One upload slot in all, so a held slot shows as another session's 503. */
const ONE_SLOT = { concurrentUploadsPerSession: 1, concurrentUploads: 1 };

function proxyWith(options: Omit<ProxyHarnessOptions, 'fetch'> & { wrap?: (upstream: PaykitProxyFetch) => PaykitProxyFetch } = {}) {
  const { wrap = (fetch) => fetch, ...rest } = options;
  const upstream = streamingUpstream();
  return { ...createProxyHarness({ fetch: wrap(upstream.fetch), ...rest, limits: { ...ONE_SLOT, ...rest.limits } }), upstream };
}

type Harness = ReturnType<typeof proxyWith>;

/** Starts an upload of `parts` by `customerId`, sent as `body` says; its response is watched. */
function startUpload(harness: Harness, customerId: string, parts: LazyPart[], body: LazyBodyOptions = {}) {
  const sent = lazyMultipart(parts, body);
  return { response: watch(harness.handle(uploadRequest(customerId, sent.body))), probe: sent.probe };
}

/** A body sent in full at once, then stalled for good after its `pulls`th chunk. */
const stallAfterPulls = (pulls: number): LazyBodyOptions => {
  let pulled = 0;
  return { delayMs: () => ((pulled += 1) > pulls ? null : 0) };
};

async function problemOf(response: Response | undefined) {
  return { status: response?.status, code: ((await response?.json()) as { code?: string } | undefined)?.code };
}

/** Checks that the slot is free: another session's upload is taken and completes. */
async function expectSlotFree(harness: Harness) {
  const next = startUpload(harness, 'cus_bob', [pdf(1_000), PURPOSE]);
  await settle(() => next.response() !== undefined);
  expect(next.response()?.status).toBe(201);
}

beforeEach(() => {
  useFakeClock();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given an upload that stalls before its file', () => {
  it('should answer 408 after uploadFirstBytesMs, long before the request budget, and free its slot at once', async () => {
    const harness = proxyWith();
    const stalled = startUpload(harness, 'cus_alice', [PURPOSE], { hang: true, tail: '' });
    await settle(() => stalled.probe.pulled > 0);

    await advanceBy(4_950);
    expect(stalled.response()).toBeUndefined();
    expect(await problemOf(await harness.handle(uploadRequest('cus_bob', lazyMultipart([pdf(1_000), PURPOSE]).body)))).toEqual({
      status: 503,
      code: 'upload_capacity_reached',
    });
    await advanceBy(50);
    await settle(() => stalled.response() !== undefined);
    expect(await problemOf(stalled.response())).toEqual({ status: 408, code: 'request_timeout' });
    expect(stalled.probe.canceled).toBe(true);
    await expectSlotFree(harness);
  });
});

describe('given an upload that stops sending after its file has started', () => {
  it('should answer 408 after uploadIdleMs, abort the upstream call and free its slot', async () => {
    const harness = proxyWith({ limits: { uploadIdleMs: 3_000 } });
    // The part's headers, the file's first bytes, one 64 KiB chunk; then nothing.
    const stalled = startUpload(harness, 'cus_alice', [pdf(1024 * 1024), PURPOSE], stallAfterPulls(3));
    await settle(() => harness.upstream.seen.length === 1);

    await advanceBy(2_950);
    expect(stalled.response()).toBeUndefined();
    await advanceBy(50);
    await settle(() => stalled.response() !== undefined);
    expect(await problemOf(stalled.response())).toEqual({ status: 408, code: 'request_timeout' });
    expect(harness.upstream.seen.map((seen) => seen.complete)).toEqual([false]);
    await expectSlotFree(harness);
  });
});

describe('given an upload that trickles, never pausing as long as uploadIdleMs', () => {
  it('should answer 408 once its pace has spent the idle allowance, long before the request budget', async () => {
    const harness = proxyWith();
    // 1 KiB a second after the file's first bytes: each second waited earns back 1/16 of a second.
    let pulls = 0;
    const trickle = startUpload(harness, 'cus_alice', [pdf(64 * 1024), PURPOSE], {
      chunkBytes: 1024,
      delayMs: () => ((pulls += 1) > 2 ? 1_000 : 0),
    });
    await settle(() => harness.upstream.seen.length === 1);

    await advanceBy(5_000);
    expect(trickle.response()).toBeUndefined();
    await advanceBy(1_000);
    await settle(() => trickle.response() !== undefined);
    expect(await problemOf(trickle.response())).toEqual({ status: 408, code: 'request_timeout' });
    expect(trickle.probe.pulled).toBeLessThan(16 * 1024);
    await expectSlotFree(harness);
  });
});

describe('given an upload whose upstream takes its body slowly', () => {
  it('should not count the time the upstream takes against the browser', async () => {
    // The upstream waits 8 s before it reads the body; the browser has every byte ready.
    let calls = 0;
    const slowReader =
      (upstream: PaykitProxyFetch): PaykitProxyFetch =>
      (input, init) => {
        calls += 1;
        return new Promise((resolve) => setTimeout(resolve, 8_000)).then(() => upstream(input, init));
      };
    const harness = proxyWith({ wrap: slowReader, limits: { uploadIdleMs: 1_000 } });
    const upload = startUpload(harness, 'cus_alice', [pdf(256 * 1024), PURPOSE]);
    await settle(() => calls === 1);

    await advanceBy(8_000);
    await settle(() => upload.response() !== undefined);
    expect(upload.response()?.status).toBe(201);
    expect(harness.upstream.seen.map((seen) => seen.complete)).toEqual([true]);
  });
});
