import type { FakePlatform } from '../platform/createFakePlatform.js';
import type { ScenarioClient } from './scenarioClient.js';

/** What a scenario step works with: the platform (for its clock and settings) and an API client. */
export interface ScenarioContext {
  platform: FakePlatform;
  api: ScenarioClient;
}

/** A single-resource answer. */
export interface Single<T> {
  data: T;
}

/** A list answer. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** Fails a scenario whose state did not come out as it promises (a bug in an area it builds on). */
export function expectState(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Scenario state not reached: ${message}`);
}
