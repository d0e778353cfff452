import { QueryClient } from '@tanstack/react-query';
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { createPaykitClient, type PaykitClient } from '../../../core/client/index.js';
import type { PaykitEvent } from '../../../core/events/index.js';
import type { Task } from '../../../core/schemas/index.js';
import {
  createFakeKitBackend,
  createFakePlatform,
  createShiftedClock,
  runScenario,
  type FakePlatform,
  type FakePlatformOptions,
  type ScenarioName,
  type ScenarioResult,
} from '../../../testing/index.js';
import { createScenarioClient, type ScenarioClient } from '../../../testing/scenarios/scenarioClient.js';
import { PaykitProvider } from '../../PaykitProvider.js';

/** A request the kit's client sent to the merchant's proxy. */
export interface SentRequest {
  method: string;
  /** The path under the proxy mount, e.g. `/tasks/tsk_1/submissions`. */
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

/** Lets a test stand between the client and the proxy: answer, fail, or pass the request on. */
export type Interceptor = (request: SentRequest, pass: () => Promise<Response>) => Promise<Response>;

/**
 * How {@link createFakeKitHookHarness} builds its fake platform: `seed` for its ids, `clock` (e.g.
 * a `createManualClock()` that moves only when advanced; by default a `createShiftedClock()`,
 * which runs in real time and lets the scenario jump past provisioning), `effectLatencyMs: 0` for
 * effects (a transfer's funding, a review) that answer at once in the test itself.
 */
export type FakeKitHookHarnessOptions = Pick<FakePlatformOptions, 'seed' | 'clock' | 'effectLatencyMs'>;

/** What {@link createFakeKitHookHarness} gives a hook test. */
export interface FakeKitHookHarness<N extends ScenarioName> {
  platform: FakePlatform;
  scenario: ScenarioResult<N>;
  /** The platform's public API with the scenario's key, as the merchant's backend calls it. */
  api: ScenarioClient;
  /** A client of the signed-in customer that is not logged in `sent`. */
  client: PaykitClient;
  queryClient: QueryClient;
  /** A wrapper over a new `PaykitProvider` on the same client and cache, for `renderHook`. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** Every request the hooks sent, oldest first. */
  sent: SentRequest[];
  /** Puts an interceptor in front of the proxy (or removes it with `null`). */
  intercept: (interceptor: Interceptor | null) => void;
  /** Creates a sandbox task of `items` for the customer and returns it as the customer reads it. */
  createTask: (items: readonly unknown[]) => Promise<Task>;
  /** Uploads a small PDF as the customer's document of `purpose` (its type); returns its id. */
  uploadPdf: (purpose: string) => Promise<string>;
  /** Every event the provider's `onEvent` got, oldest first. */
  events: PaykitEvent[];
}

const MOUNT = '/api/paykit';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]);

/**
 * A multipart body Node's `Request` sends intact: jsdom's `FormData` and `File` are not Node's,
 * and Node turns them into the text `[object Blob]`.
 */
async function nodeMultipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }): Promise<FormData> {
  const NodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
    .constructor as typeof FormData;
  const form = new NodeFormData();
  form.append('file', new NodeFile([file.bytes], file.name, { type: file.type }) as unknown as Blob, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A `PaykitProvider` whose client goes through the real proxy to a fresh fake platform set up by
 * a scenario, for `renderHook(…, { wrapper })`: hook tests run against the API as described. The
 * client does not retry on its own (one attempt), so a test decides what a retry is. `options`
 * set up the platform, e.g. `{ clock: createManualClock(), effectLatencyMs: 0 }` for a test that
 * decides when time passes. The scenario is built in milliseconds whatever the options: its
 * clock is moved past provisioning rather than waited on, and its requests skip the effect
 * latency, which applies from the test's first request on.
 */
export async function createFakeKitHookHarness<N extends ScenarioName>(
  name: N,
  options: FakeKitHookHarnessOptions = {},
): Promise<FakeKitHookHarness<N>> {
  const platform = createFakePlatform({ ...options, clock: options.clock ?? createShiftedClock() });
  const { effectLatencyMs } = platform.core.settings;
  platform.core.settings.effectLatencyMs = 0;
  const scenario = await runScenario(platform, name);
  platform.core.settings.effectLatencyMs = effectLatencyMs;
  const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
  const api = createScenarioClient(platform, scenario.apiKey);
  const sent: SentRequest[] = [];
  const events: PaykitEvent[] = [];
  let interceptor: Interceptor | null = null;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost'),
      input instanceof Request ? input : init,
    );
    const url = new URL(request.url);
    const record: SentRequest = {
      method: request.method,
      path: url.pathname.slice(MOUNT.length),
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: await bodyOf(request),
    };
    sent.push(record);
    const pass = () => backend.fetch(request);
    return interceptor ? interceptor(record, pass) : pass();
  };

  const client = createPaykitClient({ baseUrl: MOUNT, fetch: backend.fetch });
  const hookClient = createPaykitClient({ baseUrl: MOUNT, fetch, retry: { maxAttempts: 1 } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider client={hookClient} queryClient={queryClient} locale="en" events={false} onEvent={(event) => events.push(event)}>
      {children}
    </PaykitProvider>
  );
  const createTask = async (items: readonly unknown[]) => {
    const { data } = await api.post<{ data: { id: string } }>('/v3/sandbox/tasks', {
      scope: { type: 'customer', customerId: scenario.customerId },
      items,
    });
    return client.getTask(data.id);
  };
  const uploadPdf = async (purpose: string) => {
    const response = await platform.handle(
      new Request(`${platform.core.settings.publicUrl}/v3/customers/${scenario.customerId}/documents`, {
        method: 'POST',
        headers: { 'X-API-Key': scenario.apiKey, 'Idempotency-Key': `upload-${crypto.randomUUID()}` },
        body: await nodeMultipart({ purpose }, { name: `${purpose}.pdf`, type: 'application/pdf', bytes: PDF }),
      }),
    );
    const { data } = (await response.json()) as { data: { id: string } };
    return data.id;
  };
  return {
    platform,
    scenario,
    api,
    client,
    queryClient,
    wrapper,
    sent,
    intercept: (next) => void (interceptor = next),
    createTask,
    uploadPdf,
    events,
  };
}

/** The requests of `harness` with `method` whose path matches `path`. */
export const sentTo = (harness: { sent: SentRequest[] }, method: string, path: RegExp) =>
  harness.sent.filter((request) => request.method === method && path.test(request.path));

/** Answers every `method` request whose path ends with `pathEnd` with `problem` (a problem+json body of its `status`). */
export function refuseRequests(
  harness: Pick<FakeKitHookHarness<ScenarioName>, 'intercept'>,
  method: string,
  pathEnd: string,
  problem: { status: number; code: string } & Record<string, unknown>,
): void {
  harness.intercept(async (request, pass) =>
    request.method === method && request.path.endsWith(pathEnd)
      ? new Response(JSON.stringify({ type: 'about:blank', title: problem.code, ...problem }), {
          status: problem.status,
          headers: { 'Content-Type': 'application/problem+json' },
        })
      : pass(),
  );
}
