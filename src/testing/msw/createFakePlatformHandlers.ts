import { http, type HttpHandler } from 'msw';
import type { FakePlatform } from '../platform/createFakePlatform.js';

/** Options of {@link createFakePlatformHandlers}. */
export interface FakePlatformHandlersOptions {
  /** The origin the fake API answers on, e.g. `https://api.payments.example`. */
  baseUrl: string;
}

/**
 * MSW handlers that answer every request under `baseUrl` from `platform`: the API (`/v3/*`) and
 * its hosted pages (`/hosted/*`). For Storybook, component tests and merchants' own test suites.
 *
 * @example
 * const platform = createFakePlatform({ seed: 3 });
 * const server = setupServer(...createFakePlatformHandlers(platform, { baseUrl: 'https://api.payments.example' }));
 */
export function createFakePlatformHandlers(platform: FakePlatform, options: FakePlatformHandlersOptions): HttpHandler[] {
  const base = options.baseUrl.replace(/\/+$/, '');
  const forward = ({ request }: { request: Request }) => platform.handle(request);
  return [http.all(`${base}/v3/*`, forward), http.all(`${base}/hosted/*`, forward)];
}
