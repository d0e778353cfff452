import { describe, expect, it } from 'vitest';
import { Collection } from './Collection.js';
import { defineDueIndex } from './DueIndex.js';

interface Hold {
  _seq?: number;
  name: string;
  state: 'waiting' | 'done';
  dueAt: number;
}

function setup() {
  let seq = 0;
  const holds = new Collection<Hold>(() => (seq += 1));
  const waitingHolds = defineDueIndex<Hold>((hold) => (hold.state === 'waiting' ? hold.dueAt : undefined));
  const add = (name: string, dueAt: number, state: Hold['state'] = 'waiting') => holds.insert(name, { name, dueAt, state });
  const takeDue = (now: number) =>
    waitingHolds(holds)
      .takeDue(now)
      .map((hold) => hold.name);
  return { holds, waitingHolds, add, takeDue };
}

describe('given records that wait on time', () => {
  it('should give the records due at or before now, in insertion order, each once', () => {
    const { add, takeDue } = setup();
    add('late', 300);
    add('early', 100);
    add('exact', 200);
    add('never', 0, 'done');
    expect(takeDue(99)).toEqual([]);
    expect(takeDue(200)).toEqual(['early', 'exact']);
    expect(takeDue(200)).toEqual([]);
    expect(takeDue(10_000)).toEqual(['late']);
  });

  it('should index the records stored before its first use as well as later inserts', () => {
    const { add, takeDue, waitingHolds, holds } = setup();
    add('before', 50);
    expect(waitingHolds(holds).size).toBe(1);
    add('after', 40);
    expect(takeDue(60)).toEqual(['before', 'after']);
  });

  it('should drop a record that left its waiting state, was deleted or was replaced under its key', () => {
    const { add, takeDue, holds } = setup();
    const settled = add('settled', 10);
    add('deleted', 10);
    add('replaced', 10);
    takeDue(0);
    settled.state = 'done';
    holds.delete('deleted');
    holds.delete('replaced');
    const replacement = add('replaced', 30);
    expect(takeDue(20)).toEqual([]);
    expect(takeDue(30)).toEqual(['replaced']);
    expect(holds.get('replaced')).toBe(replacement);
  });

  it('should keep a record whose due time moved later until that time', () => {
    const { add, takeDue } = setup();
    const postponed = add('postponed', 10);
    postponed.dueAt = 50;
    expect(takeDue(20)).toEqual([]);
    expect(takeDue(50)).toEqual(['postponed']);
  });

  it('should keep one index per collection', () => {
    const first = setup();
    const second = setup();
    first.add('a', 1);
    second.add('b', 1);
    expect(first.takeDue(1)).toEqual(['a']);
    expect(second.takeDue(1)).toEqual(['b']);
  });
});
