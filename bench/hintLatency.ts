/**
 * `npm run bench`, hint latency across instances: two instances' relays on one real Redis, a
 * signed webhook handed to instance A's receiver (signature check, claim, publish), and the time
 * until the hint is read from a stream held on instance B, as a browser's `EventSource` reads it.
 */
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { createEventRelay, relayWebhookEvents } from '../src/server/events/index.js';
import { createRedisStores, type RedisStores } from '../src/server/redis/index.js';
import { createWebhookHandler } from '../src/server/webhooks/index.js';
import { median } from '../src/test-support/median.js';

/** The slowest a hint may take from the webhook's arrival to a stream on another instance (95th percentile). */
export const HINT_LATENCY_P95_BUDGET_MS = 1_000;

const SAMPLES = 60;
const SECRET = `whsec_${Buffer.from('paykit-bench-hint-latency-secret').toString('base64')}`;
const CUSTOMER = 'cus_hintbench1';

export interface HintLatency {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

/** Rejects after `ms` with `what`: a bench that waits must end. */
const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms).unref())]);

async function instance(url: string): Promise<{ redis: Redis; stores: RedisStores }> {
  const redis = new Redis(url, { enableOfflineQueue: false });
  await within(5_000, 'Connecting to Redis', new Promise((ready) => redis.once('ready', ready)));
  return { redis, stores: createRedisStores({ redis, prefix: 'bench-hints:' }) };
}

/** Measures {@link SAMPLES} webhooks one after another (about a second in all). */
export async function runHintLatency(redisUrl: string): Promise<HintLatency> {
  const [a, b] = await Promise.all([instance(redisUrl), instance(redisUrl)]);
  const onA = createEventRelay({ broker: a.stores.broker });
  const onB = createEventRelay({ broker: b.stores.broker });
  const receive = createWebhookHandler({ secrets: [SECRET], onEvent: relayWebhookEvents(onA), claims: a.stores.webhookClaims });
  const abort = new AbortController();
  const reader = (await onB.stream(CUSTOMER, abort.signal)).body!.getReader();
  const decoder = new TextDecoder();
  const readUntil = async (needle: string) => {
    for (let text = ''; !text.includes(needle);) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('The stream on instance B ended');
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  const signer = new Webhook(SECRET);
  const timings: number[] = [];
  try {
    await within(5_000, 'Connecting the stream', readUntil(': connected'));
    for (let index = 0; index < SAMPLES; index += 1) {
      const id = `msg_bench_${Date.now()}_${index}`;
      const body = JSON.stringify({ type: 'account.created', data: { id: `acc_${id}`, customerId: CUSTOMER }, createdAt: Date.now() });
      const at = new Date();
      const request = new Request('http://127.0.0.1/webhooks/payments', {
        method: 'POST',
        headers: {
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(id, at, body),
        },
        body,
      });
      const started = performance.now();
      const hint = within(5_000, 'The hint', readUntil(`acc_${id}`));
      const response = await receive(request);
      if (response.status !== 200) throw new Error(`Instance A answered the webhook ${response.status}`);
      await hint;
      timings.push(performance.now() - started);
    }
  } finally {
    abort.abort();
    await Promise.all([a, b].map(async ({ redis, stores }) => (await stores.close(), redis.disconnect())));
  }
  const sorted = [...timings].sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { samples: timings.length, medianMs: round(median(timings)), p95Ms: round(sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0) };
}

export function hintLatencyFailures(latency: HintLatency): string[] {
  return latency.p95Ms > HINT_LATENCY_P95_BUDGET_MS
    ? [
        `a hint took ${latency.p95Ms} ms (95th percentile) from the webhook to a stream on another instance, over its ${HINT_LATENCY_P95_BUDGET_MS} ms budget`,
      ]
    : [];
}
