import type { PaykitStorage } from '../../core/storage.js';
import { createDraft, draftStorageKey, parseDraft, serializeDraft, type TaskDraft } from '../../core/forms/draftPolicy.js';
import type { TaskFormModel, TaskFormValues } from '../../core/forms/index.js';

/** How long typing must pause before the draft is written. */
export const DRAFT_DELAY_MS = 300;

/** Keeps one task's draft: reads it, writes it a moment after the last change, forgets it. */
export interface TaskDraftKeeper {
  /** The stored draft of the task, or `null` (none, unreadable, or storage refused). */
  read: () => TaskDraft | null;
  /** Writes the draft after {@link DRAFT_DELAY_MS} without a further change. */
  schedule: () => void;
  /** Writes a scheduled draft now (page hidden, form unmounted). */
  flush: () => void;
  /** Drops a scheduled write and the stored draft. */
  clear: () => void;
}

/**
 * A draft keeper over `storage`. `current` gives the model and values to save at write time, or
 * `null` while there is no form. Storage errors (quota, disabled storage) are swallowed: a draft
 * is a convenience, never a reason for the form to fail.
 */
export function createTaskDraftKeeper(
  taskId: string,
  storage: PaykitStorage | null,
  current: () => { model: TaskFormModel; values: TaskFormValues } | null,
): TaskDraftKeeper {
  const key = draftStorageKey(taskId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const write = () => {
    timer = undefined;
    const state = current();
    if (!storage || !state) return;
    try {
      const draft = createDraft(state.model, state.values);
      if (draft) storage.setItem(key, serializeDraft(draft));
      else storage.removeItem(key);
    } catch {
      // Quota exceeded or storage disabled: keep going without a draft.
    }
  };
  return {
    read: () => {
      try {
        return storage ? parseDraft(storage.getItem(key), taskId) : null;
      } catch {
        return null;
      }
    },
    schedule: () => {
      if (!storage) return;
      cancel();
      timer = setTimeout(write, DRAFT_DELAY_MS);
    },
    flush: () => {
      if (timer === undefined) return;
      cancel();
      write();
    },
    clear: () => {
      cancel();
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
