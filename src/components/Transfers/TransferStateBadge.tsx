import type { TransferState } from '../../core/schemas/index.js';
import { Badge, type BadgeProps } from '../primitives/Badge/Badge.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { openEnumLabel } from '../text/index.js';
import { transferStateTone } from './transferStateTone.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferStateBadge}: any `<span>` attribute but children and tone, plus `state`. */
export interface TransferStateBadgeProps extends Omit<BadgeProps, 'children' | 'tone'> {
  /** The transfer's state; an unknown one is shown in words with a neutral tone. */
  state: TransferState;
}

/** A transfer's state as a badge ("Waiting for funds", "Completed"); the text says what the tone shows. */
export const TransferStateBadge = forwardRefAsProp(function TransferStateBadge({ state, ...props }: TransferStateBadgeProps) {
  const { t } = useMessages(transfersEn);
  return (
    <Badge tone={transferStateTone(state)} data-state={state} {...props}>
      {openEnumLabel(t, 'transfers.state.', state)}
    </Badge>
  );
});
