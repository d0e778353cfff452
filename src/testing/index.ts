/**
 * paykit/testing: a faithful in-memory Payments Platform API v3 (the fake platform), named
 * scenarios, and schema-valid resource builders for stories and tests. The HTTP
 * server for Node lives in `paykit/testing/node`,
 * the MSW handlers in `paykit/testing/msw`.
 */
// Schema-valid resource builders.
export {
  FIXTURE_CREATED_AT,
  FIXTURE_UPDATED_AT,
  fixtureIds,
  buildAccount,
  buildApplication,
  buildCapability,
  buildSupportedCapability,
  buildBusinessCustomer,
  buildCustomer,
  buildDestination,
  buildDocument,
  buildProblem,
  buildQuote,
  buildRecipient,
  buildRelatedParty,
  buildSubmission,
  buildRequirement,
  buildTask,
  buildTransfer,
} from './fixtures/index.js';
export { createManualClock, createShiftedClock, systemClock, type Clock, type ManualClock, type ShiftedClock } from './platform/clock.js';
export { createFakeKitBackend, type FakeKitBackend, type FakeKitBackendOptions } from './kit/index.js';
export { createFakePlatform, type FakePlatform, type FakePlatformOptions } from './platform/createFakePlatform.js';
export { hostedPageCspDirectives } from './platform/http/hostedDocument.js';
export type { PlatformSettings } from './platform/PlatformCore.js';
export type { EventAudience, PlatformEvent } from './platform/Partition.js';
export {
  runScenario,
  scenarioNames,
  scenarioDescriptions,
  ScenarioError,
  type RunScenarioOptions,
  type ScenarioName,
  type ScenarioResult,
  type ScenarioResults,
} from './scenarios/index.js';
// A merchant's own tests: the platform's API with one key, and plausible answers to a task's requirements.
export { createScenarioClient, type ScenarioClient } from './scenarios/scenarioClient.js';
export { answerRequirements, isAnswerable, type AnswerInput, type RequirementRead } from './scenarios/answerRequirements.js';
export {
  webhookEventTypes,
  type WebhookEventType,
  type WebhookDelivery,
  type WebhookDeliveryAttempt,
  type WebhookDeliveryStatus,
} from './platform/resources/webhooks/index.js';
