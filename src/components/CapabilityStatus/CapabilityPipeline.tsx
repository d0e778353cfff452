import { useId, useMemo } from 'react';
import { capabilityPipeline, pipelineApplication, type PipelineStage } from '../../core/onboarding/index.js';
import type { Capability } from '../../core/schemas/index.js';
import { useApplicationHistory, useTasks } from '../../hooks/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { capabilityPipelineEn, type CapabilityPipelineMessageId } from '../messages/areas/capabilityPipeline.en.js';
import { part } from '../part.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';

/** Props for {@link CapabilityPipeline}. */
export interface CapabilityPipelineProps {
  capability: Capability;
  /**
   * The level of the pipeline's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

function stageLabel(t: ComponentTranslate<CapabilityPipelineMessageId>, stage: PipelineStage): string {
  if (stage.kind !== 'tasks') return t(`capabilityPipeline.stage.${stage.kind}`);
  return stage.total === undefined
    ? t('capabilityPipeline.stage.tasks')
    : t('capabilityPipeline.stage.tasksCount', { handedIn: stage.handedIn ?? 0, total: stage.total });
}

/**
 * A capability's way from its request to its outcome (`capabilityPipeline` over the latest
 * application's history and the customer's tasks): an ordered list of stages (requested, your
 * tasks n of m, in review, ready or the status it ended in), each saying in words whether it is
 * done, the current step (`aria-current="step"`) or not yet, with the date it was reached in the
 * person's locale and time zone. The history loads behind it: until then, the stages show
 * without counts.
 */
export function CapabilityPipeline({ capability, headingLevel }: CapabilityPipelineProps) {
  const { t, i18n } = useMessages(capabilityPipelineEn);
  const headingId = useId();
  const { data: history } = useApplicationHistory(capability.id, pipelineApplication(capability)?.id);
  const { data: tasks } = useTasks();
  const { stages } = useMemo(() => capabilityPipeline({ capability, history, tasks }), [capability, history, tasks]);
  return (
    <div {...part('capability-pipeline')}>
      <Heading level={headingLevel} id={headingId} {...part('capability-pipeline-title')}>
        {t('capabilityPipeline.title')}
      </Heading>
      <ol aria-labelledby={headingId} {...part('capability-pipeline-stages')}>
        {stages.map((stage) => (
          <li
            key={stage.kind}
            {...part('capability-pipeline-stage')}
            data-state={stage.state}
            data-kind={stage.kind}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span {...part('capability-pipeline-marker')} aria-hidden="true" />
            <span {...part('capability-pipeline-label')}>{stageLabel(t, stage)}</span>
            <span {...part('capability-pipeline-state')}>{t(`capabilityPipeline.state.${stage.state}`)}</span>
            {stage.date && (
              <time dateTime={stage.date} {...part('capability-pipeline-date')}>
                {i18n.formatDate(stage.date, { dateStyle: 'medium' })}
              </time>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
