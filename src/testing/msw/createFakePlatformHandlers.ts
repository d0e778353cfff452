import { http, type HttpHandler } from 'msw';
import type { FakePlatform } from '../platform/createFakePlatform.js';

/** Options of {@link createFakePlatformHandlers}. */
export interface FakePlatformHandlersOptions {
  /**
   * Where the fake API answers: an origin (`https://api.payments.example`), an origin with a
   * path prefix (`https://example.test/payments`), or a same-origin path (`/api`) as a browser
   * app behind a proxy sees it. The prefix is stripped before the platform sees the request.
   */
  baseUrl: string;
}

/** The base URL split into what MSW matches on and the path prefix to strip. */
function splitBaseUrl(baseUrl: string): { matchBase: string; prefix: string } {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  if (URL.canParse(trimmed)) {
    const url = new URL(trimmed);
    if (url.search || url.hash)
      throw new TypeError(`createFakePlatformHandlers: baseUrl must not carry a query or fragment; got ${baseUrl}`);
    return { matchBase: trimmed, prefix: url.pathname.replace(/\/+$/, '') };
  }
  if (trimmed === '' || trimmed.startsWith('/')) return { matchBase: trimmed, prefix: trimmed };
  throw new TypeError(`createFakePlatformHandlers: baseUrl must be an absolute URL or a path starting with "/"; got ${baseUrl}`);
}

/** `request` as the platform expects it: the prefix removed from its path. */
async function withoutPrefix(request: Request, prefix: string): Promise<Request> {
  if (prefix === '') return request;
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${prefix}/`)) return request;
  url.pathname = url.pathname.slice(prefix.length);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
  });
}

/**
 * MSW handlers that answer every request under `baseUrl` from `platform`: the API (`/v3/*`) and
 * its hosted pages (`/hosted/*`, also at the origin when `baseUrl` has a path prefix, since hosted
 * links carry no prefix). For Storybook, component tests and merchants' own test suites.
 *
 * @example
 * const platform = createFakePlatform({ seed: 3 });
 * const server = setupServer(...createFakePlatformHandlers(platform, { baseUrl: 'https://api.payments.example' }));
 */
export function createFakePlatformHandlers(platform: FakePlatform, options: FakePlatformHandlersOptions): HttpHandler[] {
  const { matchBase, prefix } = splitBaseUrl(options.baseUrl);
  const forward = async ({ request }: { request: Request }) => platform.handle(await withoutPrefix(request, prefix));
  const handlers = [http.all(`${matchBase}/v3/*`, forward), http.all(`${matchBase}/hosted/*`, forward)];
  // The platform links hosted pages from the origin it sees, which has no prefix: serve them there too.
  if (prefix !== '') handlers.push(http.all(`${matchBase.slice(0, matchBase.length - prefix.length)}/hosted/*`, forward));
  return handlers;
}
