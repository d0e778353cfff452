import { describe, expect, it } from 'vitest';
import { createWebhookClaims } from './webhookClaims.js';

function clock(start = 0) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('given in-memory webhook claims', () => {
  it('should grant a claim to one caller only while it lives', () => {
    const time = clock();
    const claims = createWebhookClaims({ now: time.now });
    expect(claims.claim('msg_1', 60)).toBe(true);
    expect(claims.claim('msg_1', 60)).toBe(false);
    time.advance(59_999);
    expect(claims.claim('msg_1', 60)).toBe(false);
    time.advance(1);
    expect(claims.claim('msg_1', 60)).toBe(true);
  });

  it('should tell a finished id from one merely claimed, and remember it for its own time', () => {
    const time = clock();
    const claims = createWebhookClaims({ now: time.now });
    claims.claim('msg_1', 60);
    expect(claims.isFinished('msg_1')).toBe(false);
    claims.finish('msg_1', 3_600);
    expect(claims.isFinished('msg_1')).toBe(true);
    time.advance(3_599_999);
    expect(claims.claim('msg_1', 60)).toBe(false);
    time.advance(1);
    expect(claims.isFinished('msg_1')).toBe(false);
    expect(claims.claim('msg_1', 60)).toBe(true);
  });

  it('should let a released claim be taken again at once', () => {
    const claims = createWebhookClaims();
    claims.claim('msg_1', 60);
    claims.release('msg_1');
    expect(claims.claim('msg_1', 60)).toBe(true);
  });

  it('should forget the oldest ids past maxSize', () => {
    const claims = createWebhookClaims({ maxSize: 3 });
    for (const id of ['a', 'b', 'c', 'd']) claims.finish(id, 60);
    expect(claims.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((id) => claims.isFinished(id))).toEqual([false, true, true, true]);
  });

  it.each([[{ maxSize: 0 }], [{ maxSize: 1.5 }]])('should refuse the options %j', (options) => {
    expect(() => createWebhookClaims(options)).toThrow(/maxSize/);
  });

  it('should refuse a TTL that is not positive', () => {
    expect(() => createWebhookClaims().claim('msg_1', 0)).toThrow(/TTL/);
  });
});
