import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPaykitClient, type PaykitClient } from '../../../core/client/index.js';
import { PaykitProvider } from '../../../hooks/index.js';

/** Options of {@link renderFailingFirst}. */
export interface RenderFailingFirstOptions {
  /** The kit's backend in the test, e.g. `createFakeKitBackend(…)` (this layer may not import it). */
  backend: { fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> };
  /** The requests that fail, matched on `METHOD path` (`GET /api/paykit/…/documents`). */
  failing: RegExp;
  /**
   * How many matching requests fail before the platform answers.
   * @default 1
   */
  times?: number;
}

/** What {@link renderFailingFirst} returns: the render, the client, and how many requests matched. */
export interface FailingFirstRender extends RenderResult {
  client: PaykitClient;
  /** The number of requests that matched `failing`, failed or not. */
  matched: () => number;
}

/**
 * Renders `ui` over `backend`, as `renderWithFakeKit` does, but the first `times` requests
 * matching `failing` get a 500 problem (not retryable) with correlation id `req_flaky`: for the
 * error and retry states of the components.
 */
export function renderFailingFirst(ui: ReactElement, { backend, failing, times = 1 }: RenderFailingFirstOptions): FailingFirstRender {
  let matched = 0;
  const client = createPaykitClient({
    baseUrl: '/api/paykit',
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (failing.test(`${init?.method ?? 'GET'} ${path}`) && matched++ < times) {
        const problem = {
          type: 'about:blank',
          title: 'Server error',
          status: 500,
          code: 'internal_error',
          detail: 'Flaky',
          correlationId: 'req_flaky',
          retryable: false,
        };
        return new Response(JSON.stringify(problem), { status: 500, headers: { 'Content-Type': 'application/problem+json' } });
      }
      return backend.fetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rendered = render(
    <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false}>
      {ui}
    </PaykitProvider>,
  );
  return { ...rendered, client, matched: () => matched };
}
