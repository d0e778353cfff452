import { Collection, type Sequenced } from './Collection.js';

/** The environment an API key selects. */
export type Environment = 'sandbox' | 'production';

/** A stored idempotent response, or a marker that the first request with the key is running. */
export type IdempotencyRecord =
  | { state: 'in_progress'; fingerprint: string }
  | { state: 'done'; fingerprint: string; status: number; headers: Record<string, string>; body: string };

/** An event the platform emitted: the webhook envelope plus its id. */
export interface PlatformEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** Unix epoch milliseconds, as webhook envelopes carry it. */
  createdAt: number;
  /**
   * Which webhook configuration receives it: `v3` endpoints (per-event subscriptions), the `v1`
   * delivery URL (the v1 catalog, every public event), or `both` (`api.deprecation`).
   */
  audience: EventAudience;
}

/** Who receives an event: v3 webhook endpoints, the v1 delivery URL, or both. */
export type EventAudience = 'v3' | 'v1' | 'both';

/**
 * One developer's data in one environment. Keys never see another partition's data: a customer
 * made with a sandbox key is not found with the production key or another developer's key.
 */
export class Partition {
  readonly developer: string;
  readonly environment: Environment;
  readonly idempotency = new Map<string, IdempotencyRecord>();
  readonly events: PlatformEvent[] = [];
  private readonly collections = new Map<string, Collection<Sequenced>>();
  private seq = 0;

  constructor(developer: string, environment: Environment) {
    this.developer = developer;
    this.environment = environment;
  }

  /**
   * The collection named `name`, created empty on first use. Each resource module owns its
   * collections and exports a typed accessor for the others.
   */
  collection<T extends Sequenced>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection<Sequenced>(() => (this.seq += 1));
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /**
   * How many stored records scans and indexes of this partition's collections have visited so far:
   * the work a request does is the difference across it (tests of bounded work read it).
   */
  get recordsVisited(): number {
    let visited = 0;
    for (const collection of this.collections.values()) visited += collection.visited;
    return visited;
  }

  /** A fresh sequence number (for records kept outside a collection, such as history events). */
  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }
}
