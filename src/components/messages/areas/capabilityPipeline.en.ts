/** English messages of a capability's pipeline: its stages, their state, in the capability status panel. */
export const capabilityPipelineEn = {
  'capabilityPipeline.title': 'Progress',
  'capabilityPipeline.stage.requested': 'Requested',
  'capabilityPipeline.stage.tasks': 'Your tasks',
  'capabilityPipeline.stage.tasksCount': '{total, plural, =0 {No tasks} other {Your tasks: {handedIn} of # handed in}}',
  'capabilityPipeline.stage.in_review': 'In review',
  'capabilityPipeline.stage.ready': 'Ready to use',
  'capabilityPipeline.stage.rejected': 'Rejected',
  'capabilityPipeline.stage.restricted': 'Restricted',
  'capabilityPipeline.stage.canceled': 'Canceled',
  'capabilityPipeline.stage.other': 'Status changed',
  'capabilityPipeline.state.done': 'Done',
  'capabilityPipeline.state.current': 'Current step',
  'capabilityPipeline.state.upcoming': 'Not yet',
} as const satisfies Record<string, string>;

/** The id of a message of the capability pipeline area, e.g. `capabilityPipeline.stage.requested`. */
export type CapabilityPipelineMessageId = keyof typeof capabilityPipelineEn;
