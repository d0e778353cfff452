/**
 * The onboarding flow, headless: the steps and where a customer resumes, the pure transition
 * table, the observer that owns the position, requests and persistence, and the React-free models
 * its views render (the task list, the preview summary).
 */
export { createOnboarding, type CreateOnboardingOptions, type OnboardingCallbacks, type OnboardingObserver } from './createOnboarding.js';
export {
  areAllReady,
  hasOpenTasks,
  initialStep,
  isRequestable,
  onboardingSteps,
  trackedCapabilities,
  type CapabilityChoice,
  type OnboardingStep,
} from './onboardingFlow.js';
export { initialOnboardingState, transitionOnboarding, type OnboardingStart } from './onboardingMachine.js';
export { onboardingStorageKey, readOnboardingPosition, writeOnboardingPosition, type OnboardingPosition } from './onboardingStorage.js';
export type {
  CapabilityRequestState,
  OnboardingEffect,
  OnboardingEvent,
  OnboardingInternalEvent,
  OnboardingState,
  OnboardingTarget,
  OnboardingTransition,
} from './onboardingTypes.js';
export {
  canRetryRequest,
  hasRequested,
  isFollowed,
  isOpenableTask,
  requestProgress,
  taskInReviewAfterSubmit,
  type RequestProgress,
} from './onboardingView.js';
export {
  isEmptySummary,
  summarisePreview,
  type PreviewAsk,
  type PreviewDocument,
  type PreviewSession,
  type PreviewSummary,
} from './previewSummary.js';
export {
  asksForRelatedParties,
  buildTaskList,
  groupTasks,
  isToDo,
  type TaskEntry,
  type TaskEntryState,
  type TaskGroup,
  type TaskListModel,
  waitsOnPerson,
} from './taskListModel.js';
export { capabilityTasks, openTasksOf, type CapabilityTasks, type OpenTasks } from './capabilityTasks.js';
export {
  capabilityPipeline,
  pipelineApplication,
  type CapabilityPipelineModel,
  type CapabilityPipelineInput,
  type PipelineStage,
  type PipelineStageKind,
  type PipelineStageState,
} from './capabilityPipeline.js';
