// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EventHint } from '../../core/schemas/eventHint.js';
import { createMemoryEventBroker, type EventBroker } from './EventBroker.js';
import { createEventRelay } from './EventRelay.js';
import { readToEnd, SESSION_ENDED, sseReader } from './test-support/sseReader.js';

const hint = (id: string): EventHint => ({
  type: 'transfer.state_changed',
  resource: { type: 'transfer', id },
  occurredAt: '2026-04-02T08:45:00.000Z',
});
const hintMessage = (value: EventHint) => `event: hint\ndata: ${JSON.stringify(value)}\n\n`;
const CONNECTED = 'retry: 3000\n: connected\n\n';

/** Two instances' relays on one bus. */
function twoInstances(broker: EventBroker = createMemoryEventBroker()) {
  return { a: createEventRelay({ broker }), b: createEventRelay({ broker }) };
}

describe('given two instances whose relays share a broker', () => {
  it('should deliver a hint published on one instance to the stream held on the other, once', async () => {
    const { a, b } = twoInstances();
    const onB = sseReader(await b.stream('cus_A', new AbortController().signal));
    expect(await onB.next()).toBe(CONNECTED);

    await a.publish('cus_A', hint('tr_1'));
    await a.publish('cus_B', hint('tr_other'));
    await a.publish('cus_A', hint('tr_2'));

    expect(await onB.next()).toBe(hintMessage(hint('tr_1')));
    // The other customer's hint never reached it, and the first came once.
    expect(await onB.next()).toBe(hintMessage(hint('tr_2')));
  });

  it('should end the streams of a session on every instance when one instance signs it out', async () => {
    const { a, b } = twoInstances();
    const onB = sseReader(await b.stream('cus_A', new AbortController().signal, { sessionId: 'sess_1' }));
    await onB.next();

    expect(a.closeSession('sess_1')).toBe(0);

    expect(await readToEnd(onB)).toEqual([SESSION_ENDED]);
  });

  it("should end a customer's streams on every instance when one instance closes the customer", async () => {
    const { a, b } = twoInstances();
    const onB = sseReader(await b.stream('cus_A', new AbortController().signal));
    await onB.next();
    a.closeCustomer('cus_A');
    expect(await readToEnd(onB)).toEqual([SESSION_ENDED]);
  });

  it('should stop listening to a customer once its last stream ends', async () => {
    const broker = createMemoryEventBroker();
    const subscribed: string[] = [];
    const unsubscribed: string[] = [];
    const counting: EventBroker = {
      ...broker,
      subscribe(channel, onMessage) {
        subscribed.push(channel);
        const unsubscribe = broker.subscribe(channel, onMessage) as () => void;
        return () => (unsubscribed.push(channel), unsubscribe());
      },
    };
    const relay = createEventRelay({ broker: counting });
    const first = new AbortController();
    const second = new AbortController();
    await sseReader(await relay.stream('cus_A', first.signal)).next();
    await sseReader(await relay.stream('cus_A', second.signal)).next();
    first.abort();
    expect(unsubscribed).toEqual([]);
    second.abort();
    expect(subscribed).toEqual(['events:customer:cus_A']);
    expect(unsubscribed).toEqual(['events:customer:cus_A']);
  });
});

describe('given a broker that drops or cannot be reached', () => {
  it('should close every stream without a reason when the broker is interrupted, so browsers poll and reopen', async () => {
    const broker = createMemoryEventBroker();
    const { b } = twoInstances(broker);
    const onB = sseReader(await b.stream('cus_A', new AbortController().signal, { sessionId: 'sess_1' }));
    await onB.next();
    broker.interrupt();
    // No `closed` event: the browser reconnects rather than stopping.
    expect(await readToEnd(onB)).toEqual([]);
    expect(b.streamCount('cus_A')).toBe(0);
  });

  it('should answer a stream only once the broker listens, so a hint published right after the answer arrives', async () => {
    const broker = createMemoryEventBroker();
    const relay = createEventRelay({
      broker: {
        ...broker,
        subscribe: (channel, onMessage) =>
          new Promise((resolve) => setTimeout(() => resolve(broker.subscribe(channel, onMessage) as () => void), 30)),
      },
    });
    const stream = sseReader(await relay.stream('cus_A', new AbortController().signal));
    await relay.publish('cus_A', hint('tr_right_after'));
    expect(await stream.next()).toBe(CONNECTED);
    expect(await stream.next()).toBe(hintMessage(hint('tr_right_after')));
  });

  it('should answer 503 with Retry-After while the broker cannot subscribe, and stream once it can', async () => {
    const broker = createMemoryEventBroker();
    let reachable = false;
    const relay = createEventRelay({
      broker: {
        ...broker,
        subscribe: (channel, onMessage) =>
          reachable ? Promise.resolve(broker.subscribe(channel, onMessage)) : Promise.reject(new Error('ECONNREFUSED')),
      },
    });
    const refused = await relay.stream('cus_A', new AbortController().signal);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(relay.streamCount('cus_A')).toBe(0);
    reachable = true;
    const reopened = sseReader(await relay.stream('cus_A', new AbortController().signal));
    expect(await reopened.next()).toBe(CONNECTED);
    await relay.publish('cus_A', hint('tr_1'));
    expect(await reopened.next()).toBe(hintMessage(hint('tr_1')));
  });

  it('should reject a publish the broker does not take, so the webhook is retried', async () => {
    const relay = createEventRelay({ broker: { ...createMemoryEventBroker(), publish: () => Promise.reject(new Error('ECONNREFUSED')) } });
    await expect(relay.publish('cus_A', hint('tr_1'))).rejects.toThrow('ECONNREFUSED');
  });

  it('should ignore messages on its channels that no relay wrote', async () => {
    const broker = createMemoryEventBroker();
    const relay = createEventRelay({ broker });
    const stream = sseReader(await relay.stream('cus_A', new AbortController().signal));
    await stream.next();
    for (const junk of [
      'not json',
      '{"kind":"hint"}',
      '{"kind":"close","reason":"<script>"}',
      JSON.stringify({ kind: 'hint', hint: { ...hint('x'), resource: { type: 'transfer', id: 'y'.repeat(300) } } }),
    ]) {
      await broker.publish('events:customer:cus_A', junk);
    }
    await relay.publish('cus_A', hint('tr_real'));
    expect(await stream.next()).toBe(hintMessage(hint('tr_real')));
  });
});
