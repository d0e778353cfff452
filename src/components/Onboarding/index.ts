export { CapabilityOption, type CapabilityOptionProps } from './CapabilityOption.js';
export { ChooseStep, type ChooseStepProps } from './ChooseStep.js';
export { Onboarding, type OnboardingProps } from './Onboarding.js';
// The flow's model lives in core/onboarding; the types the steps' props use are named here too.
export type { CapabilityChoice, CapabilityRequestState, OnboardingStep, TaskEntry, TaskEntryState } from '../../core/onboarding/index.js';
export { OnboardingStepList, type OnboardingStepListProps } from './OnboardingStepList.js';
export { PreviewStep, type PreviewStepProps } from './PreviewStep.js';
export { RequestStep, type RequestStepProps } from './RequestStep.js';
export { StatusStep, type StatusStepProps } from './StatusStep.js';
export { TaskListItem, type TaskListItemProps } from './TaskListItem.js';
export { TasksStep, type TasksStepProps } from './TasksStep.js';
