import type { FakePlatform } from '../platform/createFakePlatform.js';
import { capabilityChangesRequested, businessWithRelatedParties, individualWithOpenTasks, newIndividual } from './onboardingScenarios.js';
import { v1OnboardedIndividual } from './legacyScenarios.js';
import { payinAwaitingFunds, readyForPayments } from './paymentScenarios.js';
import { scenarioNames, type ScenarioName, type ScenarioResult, type ScenarioResults } from './scenarioCatalog.js';
import { createScenarioClient } from './scenarioClient.js';
import type { ScenarioContext } from './ScenarioContext.js';

/** Options of {@link runScenario}. */
export interface RunScenarioOptions {
  /** The sandbox key whose partition the scenario fills. @default 'sk_sandbox_demo' */
  apiKey?: string;
}

const builders: { [N in ScenarioName]: (context: ScenarioContext) => Promise<ScenarioResults[N]> } = {
  newIndividual,
  individualWithOpenTasks,
  businessWithRelatedParties,
  capabilityChangesRequested,
  readyForPayments,
  payinAwaitingFunds,
  v1OnboardedIndividual,
};

/**
 * Builds a named scenario through the platform's public API (as a merchant's backend would, with
 * the sandbox endpoints where the real world would take days) and returns the ids it made.
 * A scenario that needs time to pass (provisioning) moves a clock with `advance` (manual,
 * shifted) to the moment its state is due, or waits until any other clock reads that moment,
 * so it reaches its state however busy the process is. A refused step throws a `ScenarioError`
 * naming it.
 *
 * @example
 * const platform = createFakePlatform({ clock: createManualClock() });
 * const { customerId, transferId } = await runScenario(platform, 'payinAwaitingFunds');
 */
export async function runScenario<N extends ScenarioName>(
  platform: FakePlatform,
  name: N,
  options: RunScenarioOptions = {},
): Promise<ScenarioResult<N>> {
  const apiKey = options.apiKey ?? 'sk_sandbox_demo';
  if (!(scenarioNames as readonly string[]).includes(name)) {
    throw new TypeError(`Unknown scenario "${String(name)}"; the scenarios are ${scenarioNames.join(', ')}.`);
  }
  if (!/^sk_sandbox_[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(apiKey)) {
    throw new TypeError('runScenario needs a sandbox key (sk_sandbox_<name>): scenarios use the sandbox endpoints.');
  }
  const build = builders[name] as (context: ScenarioContext) => Promise<ScenarioResults[N]>;
  const ids = await build({ platform, api: createScenarioClient(platform, apiKey) });
  return { scenario: name, apiKey, ...ids } as ScenarioResult<N>;
}
