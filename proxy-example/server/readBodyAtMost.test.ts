// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBodyAtMost } from './readBodyAtMost.js';

/** A POST whose body arrives in `chunks` with no Content-Length, noting whether the rest was canceled. */
function chunkedRequest(chunks: Uint8Array[]) {
  const state = { pulled: 0, canceled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled];
      state.pulled += 1;
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      state.canceled = true;
    },
  });
  return { request: new Request('http://demo.test/', { method: 'POST', body, duplex: 'half' } as RequestInit), state };
}

describe('given a body read with a limit', () => {
  it('should give the bytes of a body within the limit, chunked or not', async () => {
    expect(await readBodyAtMost(new Request('http://demo.test/', { method: 'POST', body: 'abcd' }), 4)).toEqual(
      new TextEncoder().encode('abcd'),
    );
    const { request } = chunkedRequest([new Uint8Array([1, 2]), new Uint8Array([3])]);
    expect(await readBodyAtMost(request, 3)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await readBodyAtMost(new Request('http://demo.test/'), 3)).toEqual(new Uint8Array(0));
  });

  it('should stop at the chunk that passes the limit and cancel the rest unread', async () => {
    const { request, state } = chunkedRequest([new Uint8Array(3), new Uint8Array(3), new Uint8Array(3), new Uint8Array(3)]);
    expect(await readBodyAtMost(request, 5)).toBeUndefined();
    expect(state).toEqual({ pulled: 2, canceled: true });
  });

  it('should refuse a declared length over the limit without reading', async () => {
    const request = new Request('http://demo.test/', { method: 'POST', body: 'x'.repeat(10), headers: { 'Content-Length': '10' } });
    expect(await readBodyAtMost(request, 5)).toBeUndefined();
  });
});
