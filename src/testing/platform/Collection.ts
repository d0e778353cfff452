/** A stored record: `_seq` orders it for cursor pagination and is never sent. */
export interface Sequenced {
  _seq?: number;
}

/**
 * Records of one kind in insertion order. Each insert takes the next sequence number, which list
 * cursors point at, so a page never skips or repeats a record even while others are inserted.
 * Every record a scan (`values`, `entries`, `filter`, `find`) or an index over the collection
 * hands out is counted in {@link Collection.visited}, so tests can hold a request's work to what
 * it reads, not to what the partition holds.
 */
export class Collection<T extends Sequenced> {
  private readonly records = new Map<string, T>();
  private readonly nextSeq: () => number;
  private readonly insertListeners: ((key: string, record: T) => void)[] = [];
  private readonly deleteListeners: ((key: string) => void)[] = [];
  private visits = 0;

  constructor(nextSeq: () => number) {
    this.nextSeq = nextSeq;
  }

  insert(key: string, record: T): T {
    record._seq = this.nextSeq();
    this.records.set(key, record);
    for (const listener of this.insertListeners) listener(key, record);
    return record;
  }

  /** Calls `listener` with every record inserted from now on (indexes keep themselves current this way). */
  onInsert(listener: (key: string, record: T) => void): void {
    this.insertListeners.push(listener);
  }

  /** Every key with its record, in insertion order. */
  entries(): [string, T][] {
    this.visits += this.records.size;
    return [...this.records.entries()];
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  delete(key: string): boolean {
    const deleted = this.records.delete(key);
    if (deleted) for (const listener of this.deleteListeners) listener(key);
    return deleted;
  }

  /** Calls `listener` with the key of every record deleted from now on. */
  onDelete(listener: (key: string) => void): void {
    this.deleteListeners.push(listener);
  }

  /** Every record in insertion order. */
  values(): T[] {
    this.visits += this.records.size;
    return [...this.records.values()];
  }

  /** The records matching `predicate`, in insertion order. */
  filter(predicate: (record: T) => boolean): T[] {
    return this.values().filter(predicate);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    for (const record of this.records.values()) {
      this.visits += 1;
      if (predicate(record)) return record;
    }
    return undefined;
  }

  get size(): number {
    return this.records.size;
  }

  /** Counts `count` records an index over this collection visited. */
  countVisits(count: number): void {
    this.visits += count;
  }

  /** How many records scans and indexes of this collection have visited so far. */
  get visited(): number {
    return this.visits;
  }
}

/**
 * One derived structure per collection (an index), made by `make` on first use and kept for the
 * collection's life (a partition's collections live as long as the partition).
 */
export function perCollection<T extends Sequenced, D>(make: (collection: Collection<T>) => D): (collection: Collection<T>) => D {
  const made = new WeakMap<Collection<T>, D>();
  return (collection) => {
    let derived = made.get(collection);
    if (derived === undefined) {
      derived = make(collection);
      made.set(collection, derived);
    }
    return derived;
  };
}
