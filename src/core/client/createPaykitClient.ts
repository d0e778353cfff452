import {
  kitRoutes,
  pathParamNames,
  type ClientKitRouteName,
  type KitRoute,
  type KitRouteName,
  type PathParamsOf,
} from '../routes/index.js';
import { toDocumentFormData, type UploadDocumentInput } from './documentUpload.js';
import type { EffectfulCallOptions, PaykitClient, UploadCallOptions } from './PaykitClient.js';
import { canReportUploadProgress, progressFetch } from './progressFetch.js';
import type { RouteQueries } from './queries.js';
import { createRateLimitPause } from './rateLimitPause.js';
import { defaultRetryPolicy, type RetryPolicy } from './retryPolicy.js';
import { makeReader, responseReader, type ResponseReader, type RouteResult } from './routeSchemas.js';
import { SEND_ROUTE, type SendRoute } from './routeSender.js';
import { sleep as defaultSleep, type Sleep } from './sleep.js';
import { request, type FetchLike, type ResponseMeta, type TransportConfig } from './transport.js';

/** Options of {@link createPaykitClient}. */
export interface PaykitClientOptions {
  /** Base URL of the merchant's paykit proxy. @default '/api/paykit' */
  baseUrl?: string;
  /** The `fetch` to send with, e.g. one that adds a CSRF header. @default globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Time one attempt may take before it fails with kind `timeout`; sent to the proxy as
   * `Paykit-Timeout-Ms`, so the proxy answers 504 before then. @default 15000
   */
  timeoutMs?: number;
  /** Changes to the retry policy. @default defaultRetryPolicy */
  retry?: Partial<RetryPolicy>;
  /** How to wait between retries (tests inject one). @default a setTimeout sleep */
  sleep?: Sleep;
  /** Current time in epoch milliseconds (tests inject one). @default Date.now */
  now?: () => number;
  /** Called with the meta of every successful call, e.g. to log `Idempotency-Replayed`. */
  onResponse?: (meta: ResponseMeta) => void;
}

/** The default base URL of the merchant's proxy. */
export const DEFAULT_BASE_URL = '/api/paykit';

/** The default time one attempt may take. */
export const DEFAULT_TIMEOUT_MS = 15_000;

type PathParams<N extends KitRouteName> = PathParamsOf<(typeof kitRoutes)[N]['path']>;

type CallInput<N extends KitRouteName> = {
  readonly body?: unknown;
  readonly query?: N extends keyof RouteQueries ? RouteQueries[N] : never;
  readonly options?: EffectfulCallOptions;
} & ([PathParams<N>] extends [never] ? { readonly params?: undefined } : { readonly params: Record<PathParams<N>, string> });

/**
 * Creates the typed paykit client: one method per kit route, each checking its input before
 * anything is sent, retrying what is safe to retry under one idempotency key per intent, and
 * checking every response against its schema.
 *
 * @example
 * const client = createPaykitClient({ baseUrl: '/api/paykit' });
 * const task = await client.getTask('tsk_8Jd2kq');
 * await client.createSubmission(task.id, { taskRevision: task.revision, answers });
 */
export function createPaykitClient(options: PaykitClientOptions = {}): PaykitClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  // Upload progress needs the browser's own sender: a custom fetch (a test's, the fake's) cannot report it.
  const canShowProgress = options.fetch === undefined && canReportUploadProgress();
  const config: TransportConfig = {
    baseUrl,
    // Looked up on each call so a fetch patched later (msw, a test) is the one used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...defaultRetryPolicy, ...options.retry },
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
    onResponse: options.onResponse,
    pause: createRateLimitPause(),
  };

  async function send(name: KitRouteName, reader: ResponseReader, input: CallInput<KitRouteName>): Promise<unknown> {
    const { onUploadProgress } = (input.options ?? {}) as UploadCallOptions;
    const body = await request(config, {
      route: kitRoutes[name],
      params: input.params,
      query: input.query,
      body: input.body,
      schema: reader.schema,
      allowEmpty: reader.allowEmpty,
      signal: input.options?.signal,
      idempotencyKey: input.options?.idempotencyKey,
      onResponse: input.options?.onResponse,
      fetch: onUploadProgress && canShowProgress ? progressFetch(onUploadProgress) : undefined,
    });
    return reader.unwrap(body);
  }

  async function call<N extends ClientKitRouteName>(name: N, input: CallInput<N>): Promise<RouteResult<N>> {
    // The reader of route N returns RouteResult<N>; routeSchemas ties the two together.
    return (await send(name, responseReader(name), input as CallInput<KitRouteName>)) as RouteResult<N>;
  }

  const sendRoute: SendRoute = (name, response, { params, options }) =>
    send(name, makeReader(response, name), { params, options } as CallInput<KitRouteName>);

  /**
   * The method of route `name`, shaped by its table row: the path parameters in order, then the
   * query (a route with `query`) or the body (a route with `body`; a multipart one takes the
   * upload's fields), then the call options. `PaykitClient` types each method.
   */
  const methodOf = (name: ClientKitRouteName) => {
    const route: KitRoute = kitRoutes[name];
    const names = pathParamNames(route.path);
    const takesInput = route.query !== undefined || route.body !== undefined;
    return (...args: unknown[]) => {
      const input = takesInput ? args[names.length] : undefined;
      const options = args[names.length + (takesInput ? 1 : 0)] as EffectfulCallOptions | undefined;
      const params = names.length ? Object.fromEntries(names.map((param, index) => [param, args[index]])) : undefined;
      const sent =
        route.body === 'multipart'
          ? { body: toDocumentFormData(input as FormData | UploadDocumentInput) }
          : route.body === 'json'
            ? { body: input ?? {} }
            : { query: input };
      return call(name, { params, options, ...sent } as CallInput<typeof name>);
    };
  };

  const names = (Object.keys(kitRoutes) as KitRouteName[]).filter((name): name is ClientKitRouteName => !('legacy' in kitRoutes[name]));
  const methods = Object.fromEntries(names.map((name) => [name, methodOf(name)])) as unknown as {
    [N in ClientKitRouteName]: PaykitClient[N];
  };

  return Object.freeze({ baseUrl, ...methods, [SEND_ROUTE]: sendRoute });
}
