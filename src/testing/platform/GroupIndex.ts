import { perCollection, type Collection, type Sequenced } from './Collection.js';

/**
 * The group a record belongs to (a customer id, a customer and a day), the groups when it is in
 * several (a task, under each of its hosted sessions), or `undefined` for none.
 */
export type GroupOf<T> = (record: T) => string | readonly string[] | undefined;

/**
 * The records of one collection grouped by a value read when they are inserted (a transfer's
 * customer, which never changes afterwards), so a read of one group visits that group only
 * instead of every record of the partition. A group lists its records exactly as
 * `collection.filter((record) => groupOf(record) === group)` would: in the collection's order (a
 * record replaced under its key keeps the key's place; one deleted and inserted again comes last).
 */
export class GroupIndex<T extends Sequenced> {
  /** The keys of each group, in the collection's order (a `Set` keeps places as the collection's `Map` does). */
  private readonly groups = new Map<string, Set<string>>();
  /** The groups each indexed key is in. */
  private readonly groupsOfKey = new Map<string, readonly string[]>();
  private readonly collection: Collection<T>;
  private readonly groupOf: GroupOf<T>;

  constructor(collection: Collection<T>, groupOf: GroupOf<T>) {
    this.collection = collection;
    this.groupOf = groupOf;
    for (const [key, record] of collection.entries()) this.add(key, record);
    collection.onInsert((key, record) => this.add(key, record));
    collection.onDelete((key) => this.remove(key));
  }

  private add(key: string, record: T): void {
    const found = this.groupOf(record);
    const groups = found === undefined ? [] : typeof found === 'string' ? [found] : [...found];
    // A record replaced under its key by one of the same groups keeps its place, as in the collection.
    if (this.groupsOfKey.get(key)?.join('\n') !== groups.join('\n')) this.remove(key);
    for (const group of groups) {
      let keys = this.groups.get(group);
      if (!keys) {
        keys = new Set();
        this.groups.set(group, keys);
      }
      keys.add(key);
    }
    if (groups.length > 0) this.groupsOfKey.set(key, groups);
  }

  private remove(key: string): void {
    for (const group of this.groupsOfKey.get(key) ?? []) {
      const keys = this.groups.get(group);
      keys?.delete(key);
      if (keys?.size === 0) this.groups.delete(group);
    }
    this.groupsOfKey.delete(key);
  }

  /** The records of `group`, in the collection's order. */
  recordsOf(group: string): T[] {
    const keys = this.groups.get(group);
    if (!keys) return [];
    this.collection.countVisits(keys.size);
    const records: T[] = [];
    for (const key of keys) {
      const record = this.collection.get(key);
      if (record !== undefined) records.push(record);
    }
    return records;
  }

  /** How many records `group` holds, without visiting them. */
  countOf(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }
}

/**
 * Defines a group index over collections of one kind; the index of a collection is made on first
 * use (from the records it already holds) and kept current by its inserts and deletes. `groupOf`
 * must read only what never changes after the insert.
 *
 * @example
 * const transfersOfCustomer = defineGroupIndex<TransferRecord>((transfer) => transfer.customerId);
 * transfersOfCustomer(transfersOf(partition)).recordsOf('cus_1');
 */
export function defineGroupIndex<T extends Sequenced>(groupOf: GroupOf<T>): (collection: Collection<T>) => GroupIndex<T> {
  return perCollection((collection: Collection<T>) => new GroupIndex(collection, groupOf));
}

/** A stored record that belongs to one customer. */
type CustomerOwned = Sequenced & { customerId?: string | null };

const recordsByCustomer = defineGroupIndex<CustomerOwned>((record) => record.customerId ?? undefined);

/**
 * The records of `collection` that belong to customer `customerId`, in the collection's order,
 * read from an index by customer: a customer's reads cost what that customer holds, however many
 * other customers share the partition (every visitor of the merchant demo shares one).
 *
 * @example
 * const accounts = recordsOfCustomer(accountsOf(partition), customerId);
 */
export function recordsOfCustomer<T extends CustomerOwned>(collection: Collection<T>, customerId: string): T[] {
  return recordsByCustomer(collection as unknown as Collection<CustomerOwned>).recordsOf(customerId) as T[];
}
