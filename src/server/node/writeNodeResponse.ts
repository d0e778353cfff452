/**
 * A Web `Response` written to a Node `ServerResponse`: the status, every header (each `Set-Cookie`
 * apart, after any a middleware set before), then the body chunk by chunk, waiting for `drain`
 * whenever the socket's buffer is full, so a slow client holds back the producer instead of
 * filling memory. An event stream's headers go at once and each frame is flushed (through a
 * compression middleware's `flush` too). A client that goes away cancels the body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Hop-by-hop headers: Node writes its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

function setCookies(res: ServerResponse, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  const before = res.getHeader('set-cookie');
  const kept = before === undefined ? [] : Array.isArray(before) ? before : [String(before)];
  res.setHeader('set-cookie', [...kept, ...cookies]);
}

/** Resolves once `res` can take more (`drain`) or is gone (`close`), whichever comes first. */
function roomOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/** Writes `response` to `res`, the answer to `req`. Resolves once written, or once the client is gone. */
export async function writeNodeResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { body } = response;
  if (res.destroyed || res.headersSent) {
    await body?.cancel().catch(() => undefined);
    if (!res.writableEnded && !res.destroyed) res.end();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText !== '') res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  setCookies(res, response.headers.getSetCookie());
  if (body === null || req.method === 'HEAD') {
    await body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  const isEventStream = (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
  // The browser's EventSource opens on the headers, before the first event.
  if (isEventStream) res.flushHeaders();
  const flush = isEventStream ? (res as { flush?: () => void }).flush : undefined;
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      const hasRoom = res.write(value);
      flush?.call(res);
      if (!hasRoom) await roomOrClose(res);
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    // The body failed half way: the client must see a cut response, not a complete one.
    res.destroy(error instanceof Error ? error : undefined);
  } finally {
    res.off('close', cancel);
  }
}
