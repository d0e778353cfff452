import type { ComponentPropsWithRef } from 'react';
import type { TransferState } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.js';
import { transferTimeline, type TransferTimelineStepStatus } from '../../core/money/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferTimeline}: any `<ol>` attribute but children, plus `state`. */
export interface TransferTimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The transfer's state now. */
  state: TransferState;
  /**
   * The transfer's `createdAt`, shown on the step it started in while that step is current.
   * @default undefined (no date)
   */
  createdAt?: string | null;
  /**
   * The transfer's `updatedAt`, shown on its last step once it completed, failed or was canceled.
   * @default undefined (no date)
   */
  updatedAt?: string | null;
}

const STATUS_TEXT: Readonly<
  Record<
    Exclude<TransferTimelineStepStatus, 'current'>,
    'transfers.timeline.complete' | 'transfers.timeline.upcoming' | 'transfers.timeline.stopped'
  >
> = {
  complete: 'transfers.timeline.complete',
  upcoming: 'transfers.timeline.upcoming',
  stopped: 'transfers.timeline.stopped',
};

/**
 * The steps of a transfer, in order, with the current one marked `aria-current="step"` (each
 * step's `data-state` is `complete`, `current`, `upcoming` or `stopped`, and says so in words
 * to assistive technology). See `transferTimeline` for the steps of each state.
 */
export const TransferTimeline = forwardRefAsProp(function TransferTimeline({
  state,
  createdAt,
  updatedAt,
  ...props
}: TransferTimelineProps) {
  const { t, i18n } = useMessages(transfersEn);
  return (
    <ol aria-label={t('transfers.timeline.label')} {...props} {...part('transfer-timeline', props)}>
      {transferTimeline(state, { createdAt, updatedAt }).map((step) => (
        <li
          key={step.kind}
          {...part('transfer-timeline-step')}
          data-state={step.status}
          data-kind={step.kind}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span {...part('transfer-timeline-marker')} aria-hidden="true" />
          <span {...part('transfer-timeline-label')}>{t(`transfers.timeline.step.${step.kind}`)}</span>
          {step.at && (
            <time {...part('transfer-timeline-time')} dateTime={step.at}>
              {i18n.formatDateTime(step.at)}
            </time>
          )}
          {step.status !== 'current' && <VisuallyHidden>{t(STATUS_TEXT[step.status])}</VisuallyHidden>}
        </li>
      ))}
    </ol>
  );
});
