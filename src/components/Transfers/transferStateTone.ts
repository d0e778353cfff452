import type { TransferState } from '../../core/schemas/index.js';
import type { Tone } from '../tone.js';

/** The tone of a transfer state's badge; an unknown state is neutral. */
export function transferStateTone(state: TransferState): Tone {
  switch (state) {
    case 'completed':
      return 'success';
    case 'failed':
      return 'danger';
    case 'action_required':
    case 'awaiting_funds':
      return 'warning';
    case 'processing':
      return 'info';
    default:
      return 'neutral';
  }
}
