import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.js';
import { createFakePlatform } from './createFakePlatform.js';

const KEY = 'sk_sandbox_seeded';

function createCustomer(platform: ReturnType<typeof createFakePlatform>, key: string) {
  return platform.handle(
    new Request('http://fake.test/v3/customers', {
      method: 'POST',
      headers: { 'X-API-Key': KEY, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'individual' }),
    }),
  );
}

async function idOf(response: Response): Promise<string> {
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('given a seeded fake platform', () => {
  it('should make the same ids for the same creates, whatever reads and failures come between', async () => {
    const quiet = createFakePlatform({ seed: 7, clock: createManualClock(), effectLatencyMs: 0 });
    const busy = createFakePlatform({ seed: 7, clock: createManualClock(), effectLatencyMs: 0 });
    await busy.handle(new Request('http://fake.test/v3/capabilities', { headers: { 'X-API-Key': KEY } }));
    await busy.handle(new Request('http://fake.test/v3/customers/cus_missing1'));

    expect(await idOf(await createCustomer(busy, 'k1'))).toBe(await idOf(await createCustomer(quiet, 'k1')));
  });

  it('should make other ids with another seed', async () => {
    const one = createFakePlatform({ seed: 7, clock: createManualClock(), effectLatencyMs: 0 });
    const other = createFakePlatform({ seed: 8, clock: createManualClock(), effectLatencyMs: 0 });
    expect(await idOf(await createCustomer(one, 'k1'))).not.toBe(await idOf(await createCustomer(other, 'k1')));
  });
});
