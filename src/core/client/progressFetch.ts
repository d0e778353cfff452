import type { FetchLike } from './transport.js';

/** How much of a request body has been sent. */
export interface UploadProgress {
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Bytes to send in all; `0` while the browser cannot tell. */
  readonly total: number;
}

/**
 * Whether the browser's own request sender can report an upload's progress here: `fetch` cannot
 * (it has no upload events), `XMLHttpRequest` can.
 */
export const canReportUploadProgress = (): boolean => typeof XMLHttpRequest === 'function';

const headersOf = (xhr: XMLHttpRequest): [string, string][] =>
  xhr
    .getAllResponseHeaders()
    .split('\r\n')
    .flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon), line.slice(colon + 1).trim()]] : [];
    });

/**
 * A `fetch` that sends with `XMLHttpRequest`, the one way a browser reports how much of a body has
 * gone, and tells `onProgress`. It settles as the transport needs: a `Response` for every HTTP
 * status, a `TypeError` when the request did not complete (failed or aborted through the signal).
 */
export function progressFetch(onProgress: (progress: UploadProgress) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const fail = () => reject(new TypeError('Failed to fetch'));
      xhr.onerror = xhr.onabort = xhr.ontimeout = fail;
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      // 204, 205 and 304 have no body: a Response with one for them throws.
      xhr.onload = () =>
        resolve(
          new Response([204, 205, 304].includes(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers: headersOf(xhr) }),
        );
      xhr.open(init.method ?? 'GET', input);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      if (init.signal?.aborted) return fail();
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit);
    });
}
