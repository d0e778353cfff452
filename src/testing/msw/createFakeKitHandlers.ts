import { http, type HttpHandler } from 'msw';
import type { FakeKitBackend } from '../kit/index.js';

/**
 * MSW handlers that answer the kit's client from a {@link FakeKitBackend} (the real proxy over
 * the fake platform) at `mountPath`, for Storybook and browser tests of paykit's components.
 *
 * @example
 * const backend = createFakeKitBackend({ platform, customerId });
 * worker.use(...createFakeKitHandlers(backend));
 */
export function createFakeKitHandlers(backend: FakeKitBackend, mountPath = '/api/paykit'): HttpHandler[] {
  const path = mountPath.replace(/\/+$/, '');
  return [http.all(`${path}/*`, ({ request }) => backend.handle(request))];
}
