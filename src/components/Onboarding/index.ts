export { CapabilityOption, type CapabilityOptionProps } from './CapabilityOption.js';
export { ChooseStep, type ChooseStepProps } from './ChooseStep.js';
export { Onboarding, type OnboardingProps } from './Onboarding.js';
export {
  areAllReady,
  initialStep,
  isRequestable,
  onboardingSteps,
  trackedCapabilities,
  type CapabilityChoice,
  type OnboardingStep,
} from './onboardingFlow.js';
export { OnboardingStepList, type OnboardingStepListProps } from './OnboardingStepList.js';
export { PreviewStep, type PreviewStepProps } from './PreviewStep.js';
export { summarisePreview, type PreviewAsk, type PreviewDocument, type PreviewSession, type PreviewSummary } from './previewSummary.js';
export { RequestStep, type RequestStepProps } from './RequestStep.js';
export { StatusStep, type StatusStepProps } from './StatusStep.js';
export { TaskListItem, type TaskListItemProps } from './TaskListItem.js';
export { asksForRelatedParties, buildTaskList, type TaskEntry, type TaskEntryState, type TaskListModel } from './taskListModel.js';
export { TasksStep, type TasksStepProps } from './TasksStep.js';
