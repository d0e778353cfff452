// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventHint } from '../../core/schemas/eventHint.js';
import { EVENT_STREAM_HEARTBEAT_FRAME } from '../../core/schemas/eventStreamHeartbeat.js';
import { createEventRelay } from './EventRelay.js';
import { dispatchedEvents, readToEnd, SESSION_ENDED, sseReader } from './test-support/sseReader.js';

const hint = (id: string, type = 'transfer.state_changed'): EventHint => ({
  type,
  resource: { type: 'transfer', id },
  occurredAt: '2026-04-02T08:45:00.000Z',
});

const hintMessage = (value: EventHint) => `event: hint\ndata: ${JSON.stringify(value)}\n\n`;

afterEach(() => {
  vi.useRealTimers();
});

describe('given a customer opening a stream', () => {
  it('should answer an uncached text/event-stream that opens with a retry hint', async () => {
    const relay = createEventRelay({ retryMs: 2500 });
    const response = relay.stream('cus_A', new AbortController().signal);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await sseReader(response).next()).toBe('retry: 2500\n: connected\n\n');
  });

  it('should send each hint as an `hint` event carrying only the hint fields', async () => {
    const relay = createEventRelay();
    const stream = sseReader(relay.stream('cus_A', new AbortController().signal));
    await stream.next();

    relay.publish('cus_A', { ...hint('tr_1'), secret: 'x', resource: { type: 'transfer', id: 'tr_1', data: 1 } } as EventHint);

    expect(await stream.next()).toBe(hintMessage(hint('tr_1')));
  });
});

describe('given streams of two customers', () => {
  it('should deliver a hint to every stream of its customer and to no other customer', async () => {
    const relay = createEventRelay();
    const a1 = sseReader(relay.stream('cus_A', new AbortController().signal));
    const a2 = sseReader(relay.stream('cus_A', new AbortController().signal));
    const b = sseReader(relay.stream('cus_B', new AbortController().signal));
    await Promise.all([a1.next(), a2.next(), b.next()]);

    relay.publish('cus_A', hint('tr_forA'));
    relay.publish('cus_B', hint('tr_forB'));
    relay.publish('cus_C', hint('tr_nobody'));

    expect(await a1.next()).toBe(hintMessage(hint('tr_forA')));
    expect(await a2.next()).toBe(hintMessage(hint('tr_forA')));
    // B's first message is its own hint: A's never reached it.
    expect(await b.next()).toBe(hintMessage(hint('tr_forB')));
  });
});

describe('given an open stream whose request ends', () => {
  it('should close the stream and unsubscribe when the signal aborts', async () => {
    const relay = createEventRelay();
    const controller = new AbortController();
    const stream = sseReader(relay.stream('cus_A', controller.signal));
    await stream.next();
    expect(relay.streamCount('cus_A')).toBe(1);

    controller.abort();

    expect(relay.streamCount('cus_A')).toBe(0);
    expect(await stream.next()).toBeNull();
    expect(() => relay.publish('cus_A', hint('tr_late'))).not.toThrow();
  });

  it('should unsubscribe when the reader cancels the body', async () => {
    const relay = createEventRelay();
    const stream = sseReader(relay.stream('cus_A', new AbortController().signal));
    await stream.cancel();
    expect(relay.streamCount('cus_A')).toBe(0);
  });

  it('should answer an already aborted request with a closed stream and no subscription', async () => {
    const relay = createEventRelay();
    const controller = new AbortController();
    controller.abort();
    const stream = sseReader(relay.stream('cus_A', controller.signal));
    expect(relay.streamCount('cus_A')).toBe(0);
    expect(await stream.next()).toBeNull();
  });
});

describe('given an idle stream', () => {
  it('should beat in a frame the page sees (a comment or an event with no data line dispatches nothing), and keep it small', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 15_000 });
    const stream = sseReader(relay.stream('cus_A', new AbortController().signal));
    await stream.next();
    vi.advanceTimersByTime(15_000);
    const beat = (await stream.next()) ?? '';

    expect(dispatchedEvents(beat)).toEqual([{ type: 'heartbeat', data: '' }]);
    expect(new TextEncoder().encode(beat).byteLength).toBeLessThanOrEqual(32);
    expect(dispatchedEvents(': heartbeat\n\n')).toEqual([]);
    expect(dispatchedEvents('event: heartbeat\n\n')).toEqual([]);
  });

  it('should send a heartbeat event every heartbeat interval and stop after abort', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 15_000 });
    const controller = new AbortController();
    const stream = sseReader(relay.stream('cus_A', controller.signal));
    await stream.next();

    vi.advanceTimersByTime(14_999);
    relay.publish('cus_A', hint('tr_marker'));
    // Nothing before the marker: no heartbeat yet.
    expect(await stream.next()).toBe(hintMessage(hint('tr_marker')));

    vi.advanceTimersByTime(1);
    expect(await stream.next()).toBe(EVENT_STREAM_HEARTBEAT_FRAME);
    vi.advanceTimersByTime(15_000);
    expect(await stream.next()).toBe(EVENT_STREAM_HEARTBEAT_FRAME);

    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given the limits', () => {
  it('should close the oldest stream of a customer past maxStreamsPerCustomer', async () => {
    const relay = createEventRelay({ maxStreamsPerCustomer: 2 });
    const first = sseReader(relay.stream('cus_A', new AbortController().signal));
    const second = sseReader(relay.stream('cus_A', new AbortController().signal));
    const other = sseReader(relay.stream('cus_B', new AbortController().signal));
    const third = sseReader(relay.stream('cus_A', new AbortController().signal));
    await Promise.all([first.next(), second.next(), third.next(), other.next()]);

    expect(relay.streamCount('cus_A')).toBe(2);
    expect(relay.streamCount('cus_B')).toBe(1);
    expect(await first.next()).toBe('event: closed\ndata: {"reason":"too_many_streams"}\n\n');
    expect(await first.next()).toBeNull();

    relay.publish('cus_A', hint('tr_1'));
    expect(await second.next()).toBe(hintMessage(hint('tr_1')));
    expect(await third.next()).toBe(hintMessage(hint('tr_1')));
  });

  it('should keep five streams per customer by default', () => {
    const relay = createEventRelay();
    for (let index = 0; index < 7; index += 1) relay.stream('cus_A', new AbortController().signal);
    expect(relay.streamCount('cus_A')).toBe(5);
  });

  it('should drop a consumer that stops reading instead of queueing without bound', async () => {
    const relay = createEventRelay({ maxQueuedMessages: 3 });
    const slow = sseReader(relay.stream('cus_A', new AbortController().signal));
    const fast = sseReader(relay.stream('cus_A', new AbortController().signal));
    await fast.next();

    for (let index = 0; index < 100; index += 1) {
      relay.publish('cus_A', hint(`tr_${index}`));
      expect(await fast.next()).toBe(hintMessage(hint(`tr_${index}`)));
    }

    expect(relay.streamCount('cus_A')).toBe(1);
    const received: string[] = [];
    for (let chunk = await slow.next(); chunk !== null; chunk = await slow.next()) received.push(chunk);
    // The opening message and the three queued hints, then the end.
    expect(received).toHaveLength(4);
    expect(received[3]).toBe(hintMessage(hint('tr_2')));
  });

  it('should refuse an empty customer id rather than share a stream', () => {
    const relay = createEventRelay();
    expect(() => relay.stream('', new AbortController().signal)).toThrow(/customer id/);
    expect(() => relay.publish('', hint('tr_1'))).toThrow(/customer id/);
  });

  it.each([
    ['heartbeatMs', { heartbeatMs: 0 }],
    ['retryMs', { retryMs: 1.5 }],
    ['maxStreamsPerCustomer', { maxStreamsPerCustomer: -1 }],
    ['maxQueuedMessages', { maxQueuedMessages: Number.NaN }],
  ])('should refuse a non-positive or fractional %s', (name, options) => {
    expect(() => createEventRelay(options)).toThrow(new RegExp(name));
  });

  it.each(['heartbeatMs', 'retryMs'])('should refuse a %s past 2147483647 ms, which a timer would run every millisecond', (name) => {
    expect(() => createEventRelay({ [name]: 3_000_000_000 })).toThrow(RangeError);
    expect(() => createEventRelay({ [name]: 3_000_000_000 })).toThrow(new RegExp(`${name} must be at most 2147483647 ms`));
    expect(() => createEventRelay({ [name]: '15000' as never })).toThrow(TypeError);
    expect(() => createEventRelay({ [name]: 2_147_483_647 })).not.toThrow();
  });
});

describe('given streams opened with a session id', () => {
  it('should end that session’s streams with a last `closed` session_ended, and leave the customer’s other sessions open', async () => {
    const relay = createEventRelay();
    const laptop = sseReader(relay.stream('cus_A', new AbortController().signal, { sessionId: 'ses_laptop' }));
    const laptopTab = sseReader(relay.stream('cus_A', new AbortController().signal, { sessionId: 'ses_laptop' }));
    const phone = sseReader(relay.stream('cus_A', new AbortController().signal, { sessionId: 'ses_phone' }));
    await Promise.all([laptop.next(), laptopTab.next(), phone.next()]);

    expect(relay.closeSession('ses_laptop')).toBe(2);
    relay.publish('cus_A', hint('tr_after'));

    expect(await readToEnd(laptop)).toEqual([SESSION_ENDED]);
    expect(await readToEnd(laptopTab)).toEqual([SESSION_ENDED]);
    expect(await phone.next()).toBe(hintMessage(hint('tr_after')));
    expect(relay.streamCount('cus_A')).toBe(1);
    expect(relay.closeSession('ses_laptop')).toBe(0);
  });

  it('should send the last `closed` event even to a stream whose queue is full', async () => {
    const relay = createEventRelay({ maxQueuedMessages: 2 });
    const stream = sseReader(relay.stream('cus_A', new AbortController().signal, { sessionId: 'ses_1' }));
    relay.publish('cus_A', hint('tr_1'));
    relay.publish('cus_A', hint('tr_2'));

    relay.closeSession('ses_1');

    const chunks = await readToEnd(stream);
    expect(chunks.at(-1)).toBe(SESSION_ENDED);
    expect(chunks).toHaveLength(4);
  });

  it('should refuse an empty session id', () => {
    const relay = createEventRelay();
    expect(() => relay.stream('cus_A', new AbortController().signal, { sessionId: '' })).toThrow(/session id/);
    expect(() => relay.closeSession('')).toThrow(/session id/);
  });
});

describe('given a customer whose streams are closed', () => {
  it('should end every stream of that customer, whatever its session, and no other customer’s', async () => {
    const relay = createEventRelay();
    const tagged = sseReader(relay.stream('cus_A', new AbortController().signal, { sessionId: 'ses_1' }));
    const untagged = sseReader(relay.stream('cus_A', new AbortController().signal));
    const other = sseReader(relay.stream('cus_B', new AbortController().signal));
    await Promise.all([tagged.next(), untagged.next(), other.next()]);

    expect(relay.closeCustomer('cus_A')).toBe(2);
    relay.publish('cus_A', hint('tr_forA'));
    relay.publish('cus_B', hint('tr_forB'));

    expect(await readToEnd(tagged)).toEqual([SESSION_ENDED]);
    expect(await readToEnd(untagged)).toEqual([SESSION_ENDED]);
    expect(await other.next()).toBe(hintMessage(hint('tr_forB')));
    // The session index forgot the closed stream too.
    expect(relay.closeSession('ses_1')).toBe(0);
  });
});
