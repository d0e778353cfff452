/** A stored record: `_seq` orders it for cursor pagination and is never sent. */
export interface Sequenced {
  _seq?: number;
}

/**
 * Records of one kind in insertion order. Each insert takes the next sequence number, which list
 * cursors point at, so a page never skips or repeats a record even while others are inserted.
 */
export class Collection<T extends Sequenced> {
  private readonly records = new Map<string, T>();
  private readonly nextSeq: () => number;
  private readonly insertListeners: ((key: string, record: T) => void)[] = [];

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
    return [...this.records.entries()];
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  delete(key: string): boolean {
    return this.records.delete(key);
  }

  /** Every record in insertion order. */
  values(): T[] {
    return [...this.records.values()];
  }

  /** The records matching `predicate`, in insertion order. */
  filter(predicate: (record: T) => boolean): T[] {
    return this.values().filter(predicate);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    for (const record of this.records.values()) if (predicate(record)) return record;
    return undefined;
  }

  get size(): number {
    return this.records.size;
  }
}
