import { isoAt, type Clock } from './clock.js';
import { Partition, type Environment, type EventAudience, type PlatformEvent } from './Partition.js';
import type { IdGenerator } from './seededIds.js';

/** Settings of a fake platform, with their defaults filled in. */
export interface PlatformSettings {
  /** Base of problem `type` URIs. @default 'https://errors.payments.example/v3' */
  errorsUrl: string;
  /** How long a quote stays active. @default 60_000 */
  quoteTtlMs: number;
  /** How long an issued account provisions before it is ready. @default 2_000 */
  provisioningMs: number;
  /** How long a pay-in waits for funds before it is canceled. @default 86_400_000 (one day) */
  fundingWindowMs: number;
  /** How long a hosted session URL stays valid. @default 900_000 (15 minutes) */
  sessionTtlMs: number;
  /** Time every effectful request spends "in flight" (makes concurrent-key conflicts observable). @default 20 */
  effectLatencyMs: number;
  /** Largest JSON body in bytes, submissions excepted. @default 1_048_576 */
  maxJsonBytes: number;
  /** Largest task submission body in bytes (413 request_body_too_large above). @default 262_144 */
  maxSubmissionBytes: number;
  /** Largest document in bytes. @default 10_485_760 */
  maxDocumentBytes: number;
  /** Waits between webhook delivery attempts; one attempt more than delays. @default [1_000, 5_000, 30_000, 120_000] */
  webhookRetryDelaysMs: readonly number[];
  /** The public origin of hosted pages when it cannot be read from the request. @default 'http://127.0.0.1:4010' */
  publicUrl: string;
  /**
   * The origin every hosted-page URL uses, whatever origin the API was reached at: set it when
   * another server serves `/hosted/*` (the merchant demo mounts the pages on its own origin).
   * @default null (the request's origin, as `X-Forwarded-Host` or the URL give it, else `publicUrl`)
   */
  hostedOrigin: string | null;
  /** Smallest and largest payout, per quote, in the destination currency's major units. @default ['1', '1000000'] */
  payoutLimits: readonly [string, string];
  /** Exact zero-fee payouts per customer per UTC day. @default 3 */
  zeroFeeDailyCap: number;
}

/** What every handler can reach: time, ids, settings, partitions and the event emitter. */
export class PlatformCore {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Request ids come from their own sequence, so reads never shift the ids of resources. */
  readonly requestIds: IdGenerator;
  readonly settings: PlatformSettings;
  readonly fetch: typeof fetch;
  private readonly partitions = new Map<string, Partition>();
  private readonly eventListeners = new Set<(partition: Partition, event: PlatformEvent) => void>();

  constructor(init: { clock: Clock; ids: IdGenerator; requestIds: IdGenerator; settings: PlatformSettings; fetch: typeof fetch }) {
    this.clock = init.clock;
    this.ids = init.ids;
    this.requestIds = init.requestIds;
    this.settings = init.settings;
    this.fetch = init.fetch;
  }

  /** The current time as an RFC 3339 string with milliseconds. */
  nowIso(): string {
    return isoAt(this.clock.now());
  }

  /** The partition of `developer` in `environment`, created on first use. */
  partition(developer: string, environment: Environment): Partition {
    const key = `${environment}:${developer}`;
    let partition = this.partitions.get(key);
    if (!partition) {
      partition = new Partition(developer, environment);
      this.partitions.set(key, partition);
    }
    return partition;
  }

  /** Every partition made so far. */
  allPartitions(): Partition[] {
    return [...this.partitions.values()];
  }

  /** Forgets every partition. */
  reset(): void {
    this.partitions.clear();
  }

  /**
   * Records an event in `partition` and hands it to the listeners (webhook delivery). Events are
   * hints: `data` is the resource as a read would return it. `audience` says which webhook
   * configuration receives it (legacy v1 events go to the v1 delivery URL only).
   */
  emit(partition: Partition, type: string, data: Record<string, unknown>, audience: EventAudience = 'v3'): PlatformEvent {
    const event: PlatformEvent = {
      id: this.ids.next('evt_'),
      type,
      data: structuredClone(stripInternal(data)),
      createdAt: this.clock.now(),
      audience,
    };
    partition.events.push(event);
    for (const listener of this.eventListeners) listener(partition, event);
    return event;
  }

  onEvent(listener: (partition: Partition, event: PlatformEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }
}

/** A copy of `value` without the internal `_`-prefixed fields, at every depth. */
export function stripInternal<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, internalFieldReplacer)) as T;
}

/** Copies of merchant-keyed maps (metadata), whose `_`-prefixed keys are data, not bookkeeping. */
const verbatimMaps = new WeakSet<object>();

/**
 * JSON.stringify replacer that drops `_`-prefixed keys: records keep bookkeeping there. The keys
 * of `metadata` are the merchant's own and are kept whatever they look like.
 */
export function internalFieldReplacer(this: unknown, key: string, value: unknown): unknown {
  if (key.startsWith('_') && !(typeof this === 'object' && this !== null && verbatimMaps.has(this))) return undefined;
  if (key === 'metadata' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const copy = Object.fromEntries(Object.entries(value));
    verbatimMaps.add(copy);
    return copy;
  }
  return value;
}
