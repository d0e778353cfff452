import TinyQueue from 'tinyqueue';

interface DueEntry<T> {
  dueAt: number;
  order: number;
  item: T;
}

function byDueTimeThenOrder<T>(a: DueEntry<T>, b: DueEntry<T>): number {
  if (a.dueAt !== b.dueAt) return a.dueAt < b.dueAt ? -1 : 1;
  return a.order - b.order;
}

/**
 * Work keyed by the time it falls due, in a binary heap: taking what is due costs O(k log n) for
 * the k items due, however many wait behind them. Items due at the same time come out in the
 * order they were pushed, so the fake's seeded ids stay deterministic.
 */
export class DueQueue<T> {
  private readonly heap = new TinyQueue<DueEntry<T>>([], byDueTimeThenOrder);
  private pushed = 0;

  /** Queues `item` for `dueAt` (epoch ms; `-Infinity` for "on the next tick"). */
  push(item: T, dueAt: number): void {
    this.heap.push({ dueAt, order: this.pushed, item });
    this.pushed += 1;
  }

  /** Removes the items due at `now` or earlier and returns them, earliest first. */
  takeDue(now: number): T[] {
    const due: T[] = [];
    for (let next = this.heap.peek(); next !== undefined && next.dueAt <= now; next = this.heap.peek()) {
      this.heap.pop();
      due.push(next.item);
    }
    return due;
  }

  /** How many items wait, due or not. */
  get size(): number {
    return this.heap.length;
  }
}
