import { randomUUID } from 'node:crypto';

/** How the demo server reaches the payments API for its own (merchant) calls. */
export interface UpstreamApi {
  /** e.g. `https://api.payments.example`, without a trailing slash. */
  baseUrl: string;
  /** The secret key; sent in `X-API-Key` only, never logged or answered. */
  apiKey: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * A merchant-side call that failed. The message names the status and the correlation id, never
 * the key or the API's host, so it is safe to log and to show.
 */
export class UpstreamCallError extends Error {
  override readonly name = 'UpstreamCallError';
  constructor(
    /** The API's status; 0 when no response came. */
    readonly status: number,
    /** The API's `X-Request-Id` or problem `correlationId`, to quote to the API's support. */
    readonly correlationId: string | undefined,
    /** The problem `code`, when the API sent one. */
    readonly code: string | undefined,
  ) {
    super(
      status === 0
        ? 'The payments API did not answer'
        : `The payments API answered ${status}${code ? ` ${code}` : ''}${correlationId ? ` (request ${correlationId})` : ''}`,
    );
  }
}

/** Waits between attempts: 250 ms, then 750 ms. */
const RETRY_DELAYS_MS = [250, 750];
const TIMEOUT_MS = 10_000;

const isRetryableStatus = (status: number) => status === 429 || status === 502 || status === 503 || status === 504;

async function readProblem(response: Response): Promise<{ code?: string; correlationId?: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; correlationId?: unknown };
    return {
      code: typeof body.code === 'string' ? body.code : undefined,
      correlationId: typeof body.correlationId === 'string' ? body.correlationId : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Sends one merchant-side JSON request with the key and, for effectful methods, one
 * `Idempotency-Key` kept across its retries (a network failure, 429 or 502 to 504), and returns
 * the body's `data`.
 *
 * @throws UpstreamCallError when the API refuses or cannot be reached.
 */
export async function callUpstream(api: UpstreamApi, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const send = api.fetch ?? globalThis.fetch;
  const requestId = randomUUID();
  const headers: Record<string, string> = {
    'X-API-Key': api.apiKey,
    Accept: 'application/json',
    'X-Request-Id': requestId,
  };
  if (method !== 'GET') headers['Idempotency-Key'] = randomUUID();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);

  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await send(`${api.baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      response = undefined;
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if ((response === undefined || isRetryableStatus(response.status)) && delay !== undefined) {
      await response?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    if (response === undefined) throw new UpstreamCallError(0, requestId, undefined);
    const correlationId = response.headers.get('X-Request-Id') ?? requestId;
    if (!response.ok) {
      const problem = await readProblem(response);
      throw new UpstreamCallError(response.status, problem.correlationId ?? correlationId, problem.code);
    }
    const read = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
    if (read === undefined || typeof read !== 'object' || read === null || !('data' in read)) {
      throw new UpstreamCallError(response.status, correlationId, 'unexpected_response');
    }
    return read.data;
  }
}
