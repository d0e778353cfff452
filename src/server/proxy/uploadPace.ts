/**
 * The pace a browser must keep while it uploads, so an upload that stalls or trickles gives its
 * slot back within seconds instead of holding it for the request's whole budget. The file's first
 * bytes must come within `firstBytesMs` of admission. After them the proxy waits on the browser for
 * at most `idleMs` at a time: an allowance spent while it waits and earned back only as bytes
 * arrive, at `minBytesPerSecond`. A gap longer than `idleMs` fails the upload, and so does a
 * trickle slower than the minimum rate once it has spent the allowance; a fast upload never gets
 * near either. Only time spent waiting on the browser counts: while the upstream takes its time
 * pulling the body, nothing is spent.
 */
import { requestTimeout, type ProxyProblem } from './proxyProblem.js';

/** The pace of an upload: see the module's comment. */
export interface UploadPace {
  /** Milliseconds from admission to the file's first bytes. */
  firstBytesMs: number;
  /** Longest wait on the browser after them, and the most allowance it can save up. */
  idleMs: number;
  /** Bytes a second that earn the allowance back as fast as waiting spends it. */
  minBytesPerSecond: number;
}

/** What watching the browser's body needs. */
export interface PaceHooks {
  /** The proxy's clock, in milliseconds. */
  now: () => number;
  /** Told once the browser fell behind the pace: fail the upload with `problem`. */
  onLate: (problem: ProxyProblem) => void;
  /** Told the bytes read from the browser so far, after each chunk. */
  onBytes?: (total: number) => void;
}

/** The browser's body, read at a watched pace. */
export interface PacedBody {
  /** The same bytes, pulled one chunk at a time from the browser's body. */
  readonly body: ReadableStream<Uint8Array>;
  /** True while a read waits on the browser. */
  isWaitingOnBrowser(): boolean;
  /** The file's first bytes came: from now on each wait spends the allowance. */
  startPacing(): void;
}

/** Watches `body` at `pace`; every timer ends with the body (read to its end, failed or canceled). */
export function paceBrowserBody(body: ReadableStream<Uint8Array>, pace: UploadPace, hooks: PaceHooks): PacedBody {
  const reader = body.getReader();
  let isPacing = false;
  let isWaiting = false;
  let isStopped = false;
  let allowanceMs = pace.idleMs;
  let total = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let firstBytesTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
    () => hooks.onLate(requestTimeout(`The file's first bytes did not arrive within ${pace.firstBytesMs} ms.`)),
    pace.firstBytesMs,
  );

  const stop = () => {
    isStopped = true;
    clearTimeout(firstBytesTimer);
    clearTimeout(idleTimer);
    firstBytesTimer = undefined;
  };

  async function readChunk(): Promise<ReadableStreamReadResult<Uint8Array>> {
    const startedAt = hooks.now();
    if (isPacing) {
      idleTimer = setTimeout(
        () =>
          hooks.onLate(
            requestTimeout(`The upload stalled: it sent less than ${pace.minBytesPerSecond} bytes a second for ${pace.idleMs} ms.`),
          ),
        allowanceMs,
      );
    }
    isWaiting = true;
    try {
      return await reader.read();
    } finally {
      isWaiting = false;
      clearTimeout(idleTimer);
      if (isPacing) allowanceMs -= hooks.now() - startedAt;
    }
  }

  const paced = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await readChunk();
        } catch (error) {
          // The browser's body failed (the browser went away): so does this one.
          stop();
          throw error;
        }
        // A cancel while the read was pending ended it: the stream is closed already.
        if (isStopped) return;
        if (result.done) {
          stop();
          controller.close();
          return;
        }
        total += result.value.byteLength;
        if (isPacing) allowanceMs = Math.min(pace.idleMs, allowanceMs + (result.value.byteLength * 1000) / pace.minBytesPerSecond);
        hooks.onBytes?.(total);
        controller.enqueue(result.value);
      },
      cancel(reason) {
        stop();
        return reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );

  return {
    body: paced,
    isWaitingOnBrowser: () => isWaiting,
    startPacing() {
      if (isStopped || isPacing) return;
      clearTimeout(firstBytesTimer);
      firstBytesTimer = undefined;
      isPacing = true;
    },
  };
}
