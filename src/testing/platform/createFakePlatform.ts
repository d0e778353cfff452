import { systemClock, type Clock } from './clock.js';
import { createRequestHandler } from './http/handleRequest.js';
import type { Partition, PlatformEvent } from './Partition.js';
import { PlatformCore, type PlatformSettings } from './PlatformCore.js';
import { resourceModules } from './resources/index.js';
import { webhookDeliveriesOf, type WebhookDelivery } from './resources/webhooks/index.js';
import { createIdGenerator } from './seededIds.js';

/** Options of {@link createFakePlatform}; every one has a default. */
export interface FakePlatformOptions extends Partial<PlatformSettings> {
  /** Where time comes from. @default the system clock */
  clock?: Clock;
  /** Seed of the id sequence: the same seed gives the same ids. @default 1 */
  seed?: number;
  /** Used to deliver webhooks. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** An in-memory Payments Platform API v3. */
export interface FakePlatform {
  /** The Web-standard handler: give it a `Request` for `{any origin}/v3/...`, get the `Response`. */
  handle: (request: Request) => Promise<Response>;
  /**
   * Time, ids, settings and partitions, for the kit's own scenarios and tests.
   * @internal Not part of the published types: its shape follows the fake's internals.
   */
  readonly core: PlatformCore;
  /** The events emitted in the partition of `apiKey`, oldest first. */
  events: (apiKey: string) => readonly PlatformEvent[];
  /** The webhook deliveries made in the partition of `apiKey`, each with its attempts (a snapshot). */
  deliveries: (apiKey: string) => WebhookDelivery[];
  /** Forgets every customer, key and event. */
  reset: () => void;
}

const DEFAULT_SETTINGS: PlatformSettings = {
  errorsUrl: 'https://errors.payments.example/v3',
  quoteTtlMs: 60_000,
  provisioningMs: 2_000,
  fundingWindowMs: 86_400_000,
  sessionTtlMs: 900_000,
  effectLatencyMs: 20,
  maxJsonBytes: 1_048_576,
  maxSubmissionBytes: 262_144,
  maxDocumentBytes: 10_485_760,
  webhookRetryDelaysMs: [1_000, 5_000, 30_000, 120_000],
  publicUrl: 'http://127.0.0.1:4010',
  hostedOrigin: null,
  payoutLimits: ['1', '1000000'],
  zeroFeeDailyCap: 3,
};

function partitionOfKey(core: PlatformCore, apiKey: string): Partition | undefined {
  const match = /^sk_(sandbox|production)_(.+)$/.exec(apiKey);
  return match ? core.partition(match[2] as string, match[1] as 'sandbox' | 'production') : undefined;
}

/**
 * Creates a fake Payments Platform API v3: deterministic with a `seed` and an injected `clock`,
 * served through `handle` (Web standard), MSW handlers or the HTTP server of `paykit/testing/node`.
 * API keys `sk_sandbox_<name>` and `sk_production_<name>` select developer `<name>`'s environments.
 *
 * @example
 * const platform = createFakePlatform({ seed: 7, clock: createManualClock() });
 * const response = await platform.handle(new Request('http://fake/v3/customers', {
 *   method: 'POST',
 *   headers: { 'X-API-Key': 'sk_sandbox_acme', 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' },
 *   body: JSON.stringify({ type: 'individual' }),
 * }));
 */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const { clock = systemClock, seed = 1, fetch: fetchImpl, ...overrides } = options;
  const settings: PlatformSettings = {
    ...DEFAULT_SETTINGS,
    ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)),
  };
  const core = new PlatformCore({
    clock,
    ids: createIdGenerator(seed),
    requestIds: createIdGenerator(seed + 0x5eed),
    settings,
    fetch: fetchImpl ?? ((...args) => globalThis.fetch(...args)),
  });
  for (const module of resourceModules) module.setup?.(core);
  const handle = createRequestHandler(core, resourceModules);
  return {
    handle,
    core,
    events: (apiKey) => partitionOfKey(core, apiKey)?.events ?? [],
    deliveries: (apiKey) => {
      const partition = partitionOfKey(core, apiKey);
      return partition ? webhookDeliveriesOf(partition) : [];
    },
    reset: () => core.reset(),
  };
}
