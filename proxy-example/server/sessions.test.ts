// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessions.js';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('given a session store', () => {
  it('should map a fresh unguessable id to its customer', () => {
    const sessions = createSessionStore();
    const first = sessions.create('cus_a1');
    const second = sessions.create('cus_a1');

    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(sessions.customerIdOf(first)).toBe('cus_a1');
    expect(sessions.customerIdOf(second)).toBe('cus_a1');
  });

  it.each([undefined, '', 'cus_a1', 'x'.repeat(43), `${'A'.repeat(42)}=`])('should know no customer for the id %s', (id) => {
    const sessions = createSessionStore();
    sessions.create('cus_a1');
    expect(sessions.customerIdOf(id)).toBeNull();
  });

  it('should forget a destroyed session', () => {
    const sessions = createSessionStore();
    const id = sessions.create('cus_a1');
    sessions.destroy(id);
    expect(sessions.customerIdOf(id)).toBeNull();
    expect(sessions.size()).toBe(0);
  });
});

describe('given an idle lifetime', () => {
  it('should expire a session left idle and keep one in use', () => {
    const time = clock();
    const sessions = createSessionStore({ idleTtlMs: 1000, now: time.now });
    const idle = sessions.create('cus_idle1');
    const used = sessions.create('cus_used1');

    time.advance(600);
    expect(sessions.customerIdOf(used)).toBe('cus_used1');
    time.advance(600);

    expect(sessions.customerIdOf(idle)).toBeNull();
    expect(sessions.customerIdOf(used)).toBe('cus_used1');
  });
});

describe('given a peek at a session', () => {
  it('should read its customer without renewing it: a session only peeked at expires after its idle lifetime', () => {
    const time = clock();
    const sessions = createSessionStore({ idleTtlMs: 1000, now: time.now });
    const id = sessions.create('cus_a1');

    time.advance(600);
    expect(sessions.peekCustomerIdOf(id)).toBe('cus_a1');
    time.advance(600);

    expect(sessions.peekCustomerIdOf(id)).toBeNull();
    expect(sessions.customerIdOf(id)).toBeNull();
  });

  it('should not make it the most recently used one', () => {
    const sessions = createSessionStore({ maxSessions: 2 });
    const a = sessions.create('cus_a1');
    const b = sessions.create('cus_b1');
    sessions.peekCustomerIdOf(a);
    sessions.create('cus_c1');

    expect(sessions.peekCustomerIdOf(a)).toBeNull();
    expect(sessions.peekCustomerIdOf(b)).toBe('cus_b1');
  });

  it.each([undefined, '', 'x'.repeat(43)])('should know no customer for the id %s', (id) => {
    expect(createSessionStore().peekCustomerIdOf(id)).toBeNull();
  });
});

describe('given a cap on sessions', () => {
  it('should drop the least recently used session past the cap', () => {
    const sessions = createSessionStore({ maxSessions: 2 });
    const a = sessions.create('cus_a1');
    const b = sessions.create('cus_b1');
    sessions.customerIdOf(a);
    const c = sessions.create('cus_c1');

    expect(sessions.size()).toBe(2);
    expect(sessions.customerIdOf(b)).toBeNull();
    expect(sessions.customerIdOf(a)).toBe('cus_a1');
    expect(sessions.customerIdOf(c)).toBe('cus_c1');
  });
});
