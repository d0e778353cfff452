import type { PaykitError } from '../../core/client/index.js';
import type { FieldError } from '../../core/schemas/index.js';
import type { TaskFormSubmitStatus, TaskRevisionChange } from './taskFormTypes.js';

/** Where the submit of a task form stands. */
export interface SubmitState {
  submitStatus: TaskFormSubmitStatus;
  submitError: PaykitError | null;
  formErrors: readonly FieldError[];
  conflict: TaskRevisionChange | null;
  invalidCount: number;
}

/** What can happen to a submit. */
export type SubmitAction =
  | { type: 'invalid'; invalidCount: number }
  | { type: 'sent' }
  | { type: 'accepted' }
  | { type: 'refused'; error: PaykitError; formErrors: readonly FieldError[]; invalidCount: number }
  | { type: 'conflicted'; error: PaykitError; conflict: TaskRevisionChange }
  | { type: 'failed'; error: PaykitError }
  | { type: 'discarded' };

/** Before any submit. */
export const initialSubmitState: SubmitState = { submitStatus: 'idle', submitError: null, formErrors: [], conflict: null, invalidCount: 0 };

/**
 * The submit's transitions. A refusal with errors at fields or groups is `invalid` (the person
 * has something to fix), without any it is `failed`. A conflict stays reported until a submit is
 * accepted.
 */
export function submitReducer(state: SubmitState, action: SubmitAction): SubmitState {
  switch (action.type) {
    case 'invalid':
      return { ...state, submitStatus: 'invalid', submitError: null, formErrors: [], invalidCount: action.invalidCount };
    case 'sent':
      return { ...state, submitStatus: 'submitting', submitError: null, formErrors: [], invalidCount: 0 };
    case 'accepted':
      return { ...initialSubmitState, submitStatus: 'submitted' };
    case 'refused':
      return {
        ...state,
        submitStatus: action.invalidCount > 0 ? 'invalid' : 'failed',
        submitError: action.error,
        formErrors: action.formErrors,
        invalidCount: action.invalidCount,
      };
    case 'conflicted':
      return { ...state, submitStatus: 'conflict', submitError: action.error, formErrors: [], invalidCount: 0, conflict: action.conflict };
    case 'failed':
      return { ...state, submitStatus: 'failed', submitError: action.error, formErrors: [], invalidCount: 0 };
    case 'discarded':
      return { ...initialSubmitState, conflict: state.conflict };
  }
}
