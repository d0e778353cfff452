import { createManualClock, type ManualClock, type ScenarioName } from '../../../testing/index.js';
import { createFakeKitHookHarness, type FakeKitHookHarness } from '../../forms/test-support/fakeKitHookHarness.js';

export { sentTo, type Interceptor, type SentRequest } from '../../forms/test-support/fakeKitHookHarness.js';

/** What {@link createMoneyHookHarness} gives a money hook test. */
export interface MoneyHookHarness<N extends ScenarioName> extends FakeKitHookHarness<N> {
  /** The platform's clock: it moves only when advanced. */
  clock: ManualClock;
}

/**
 * The fake-kit hook harness on a manual clock with effects that answer without latency, so a
 * money test decides when time passes (a quote expiring, a transfer's funding).
 */
export async function createMoneyHookHarness<N extends ScenarioName>(name: N): Promise<MoneyHookHarness<N>> {
  const clock = createManualClock();
  const harness = await createFakeKitHookHarness(name, { clock, effectLatencyMs: 0 });
  return { ...harness, clock };
}
