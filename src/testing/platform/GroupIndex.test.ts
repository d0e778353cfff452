import { describe, expect, it } from 'vitest';
import { Collection } from './Collection.js';
import { defineGroupIndex } from './GroupIndex.js';

interface Payment {
  _seq?: number;
  id: string;
  customerId: string;
}

function setup() {
  let seq = 0;
  const payments = new Collection<Payment>(() => (seq += 1));
  const byCustomer = defineGroupIndex<Payment>((payment) => payment.customerId);
  const add = (id: string, customerId: string) => payments.insert(id, { id, customerId });
  const idsOf = (customerId: string) =>
    byCustomer(payments)
      .recordsOf(customerId)
      .map((payment) => payment.id);
  const scannedIdsOf = (customerId: string) => payments.filter((payment) => payment.customerId === customerId).map((payment) => payment.id);
  return { payments, byCustomer, add, idsOf, scannedIdsOf };
}

describe('given records grouped by a value fixed at insert', () => {
  it('should list a group as a scan of the whole collection would, through inserts, replacements and deletes', () => {
    const { payments, add, idsOf, scannedIdsOf } = setup();
    add('p1', 'ada');
    add('p2', 'bob');
    add('p3', 'ada');
    idsOf('ada'); // the index exists from here on
    add('p4', 'ada');
    add('p1', 'ada'); // replaced under its key: keeps its place
    payments.delete('p3');
    add('p5', 'bob');
    add('p3', 'ada'); // deleted, then inserted again: comes last

    for (const customer of ['ada', 'bob', 'nobody']) expect(idsOf(customer)).toEqual(scannedIdsOf(customer));
    expect(idsOf('ada')).toEqual(['p1', 'p4', 'p3']);
  });

  it('should hold records stored before its first use', () => {
    const { add, idsOf, byCustomer, payments } = setup();
    add('p1', 'ada');
    add('p2', 'bob');
    expect(idsOf('bob')).toEqual(['p2']);
    expect(byCustomer(payments).countOf('ada')).toBe(1);
  });

  it('should visit the records of the group read, not the others', () => {
    const { add, idsOf, payments } = setup();
    for (let index = 0; index < 1_000; index += 1) add(`other${index}`, 'bob');
    add('mine1', 'ada');
    add('mine2', 'ada');
    idsOf('ada');

    const before = payments.visited;
    expect(idsOf('ada')).toEqual(['mine1', 'mine2']);
    expect(payments.visited - before).toBe(2);
    payments.filter((payment) => payment.customerId === 'ada');
    expect(payments.visited - before).toBe(2 + 1_002);
  });
});
