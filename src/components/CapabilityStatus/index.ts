export { ApplicationList, type ApplicationListProps } from './ApplicationList.js';
export { CancelCapability, type CancelCapabilityProps } from './CancelCapability.js';
export { CapabilityPipeline, type CapabilityPipelineProps } from './CapabilityPipeline.js';
export { CapabilityList, type CapabilityListProps } from './CapabilityList.js';
export { CapabilityNextStep, type CapabilityNextStepProps } from './CapabilityNextStep.js';
export { CapabilityStatusBadge, type CapabilityStatusBadgeProps } from './CapabilityStatusBadge.js';
export {
  CapabilityStatusPanel,
  CapabilityStatusView,
  type CapabilityStatusPanelOptions,
  type CapabilityStatusPanelProps,
  type CapabilityStatusViewProps,
} from './CapabilityStatusPanel.js';
export { capabilityName, type NamedCapability } from './capabilityText.js';
