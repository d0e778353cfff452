/**
 * Named scenarios: one call builds a realistic state through the fake platform's public API.
 */
export { runScenario, type RunScenarioOptions } from './runScenario.js';
export { scenarioDescriptions, scenarioNames, type ScenarioName, type ScenarioResult, type ScenarioResults } from './scenarioCatalog.js';
export { ScenarioError } from './scenarioClient.js';
