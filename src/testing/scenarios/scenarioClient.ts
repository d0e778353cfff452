import type { FakePlatform } from '../platform/createFakePlatform.js';

/** A request a scenario made that the platform refused: what was asked and the problem it got. */
export class ScenarioError extends Error {
  readonly status: number;
  readonly problem: unknown;

  constructor(step: string, status: number, problem: unknown) {
    const { code, detail } = (problem ?? {}) as { code?: string; detail?: string };
    super(`Scenario step ${step} failed with ${status}${code ? ` ${code}` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'ScenarioError';
    this.status = status;
    this.problem = problem;
  }
}

/** Calls the platform's public API with one key, the way a merchant's backend would. */
export interface ScenarioClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body: unknown): Promise<T>;
}

/**
 * A client over `platform.handle` for `apiKey`: JSON in and out, a fresh Idempotency-Key on
 * every effectful request, and a {@link ScenarioError} for any answer that is not a 2xx.
 */
export function createScenarioClient(platform: FakePlatform, apiKey: string): ScenarioClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: 'application/json' };
    // A random key: a scenario run twice must make new resources, not replay the first run.
    if (method !== 'GET') headers['Idempotency-Key'] = `scenario-${crypto.randomUUID()}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await platform.handle(
      new Request(`${platform.core.settings.publicUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) throw new ScenarioError(`${method} ${path}`, response.status, parsed);
    return parsed as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
  };
}
