import { perCollection, type Collection, type Sequenced } from './Collection.js';
import { DueQueue } from './DueQueue.js';

/** When a record falls due (epoch ms, `-Infinity` for the next tick), or `undefined` while it is not waiting on time. */
export type DueTimeOf<T> = (record: T) => number | undefined;

/**
 * The records of one collection that wait on time (a quote until it expires, an account until it
 * is provisioned), queued by due time as they are inserted, so a tick visits only what is due
 * instead of every record. A record's due time is read when it is inserted, and read again when
 * it comes due: a record that left the state that made it due (or was replaced or deleted) is
 * dropped, one whose due time moved later waits again.
 */
export class DueIndex<T extends Sequenced> {
  private readonly queue = new DueQueue<{ key: string; record: T }>();
  private readonly collection: Collection<T>;
  private readonly dueTimeOf: DueTimeOf<T>;

  constructor(collection: Collection<T>, dueTimeOf: DueTimeOf<T>) {
    this.collection = collection;
    this.dueTimeOf = dueTimeOf;
    for (const [key, record] of collection.entries()) this.schedule(key, record);
    collection.onInsert((key, record) => this.schedule(key, record));
  }

  private schedule(key: string, record: T): void {
    const dueAt = this.dueTimeOf(record);
    if (dueAt !== undefined) this.queue.push({ key, record }, dueAt);
  }

  /**
   * The records due at `now` or earlier, each once, in the collection's insertion order (the
   * order a scan of the whole collection would meet them); they leave the index.
   */
  takeDue(now: number): T[] {
    const due = new Set<T>();
    const taken = this.queue.takeDue(now);
    this.collection.countVisits(taken.length);
    for (const { key, record } of taken) {
      if (this.collection.get(key) !== record) continue;
      const dueAt = this.dueTimeOf(record);
      if (dueAt === undefined) continue;
      if (dueAt > now) this.schedule(key, record);
      else due.add(record);
    }
    return [...due].sort((a, b) => (a._seq ?? 0) - (b._seq ?? 0));
  }

  /** How many entries wait in the index (for tests of bounded work). */
  get size(): number {
    return this.queue.size;
  }
}

/**
 * Defines a due-time index over collections of one kind; the index of a collection is made on
 * first use (from the records it already holds) and kept current by its inserts.
 *
 * @example
 * const expiringQuotes = defineDueIndex<QuoteRecord>((quote) => (quote.state === 'active' ? Date.parse(quote.expiresAt) : undefined));
 * for (const quote of expiringQuotes(quotesOf(partition)).takeDue(now)) expire(quote);
 */
export function defineDueIndex<T extends Sequenced>(dueTimeOf: DueTimeOf<T>): (collection: Collection<T>) => DueIndex<T> {
  return perCollection((collection: Collection<T>) => new DueIndex(collection, dueTimeOf));
}
