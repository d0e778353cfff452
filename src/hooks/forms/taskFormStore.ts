import type { Control, FieldError as HookFormError, FieldErrors, UseFormReturn } from 'react-hook-form';
import type { TaskFormModel } from '../../core/forms/index.js';
import { absentPath, answerPath } from './fieldNames.js';
import { fieldInputId, groupInputId } from './taskFieldIds.js';
import { createFocusTargets } from './focusTargets.js';
import { fieldPartsProps, type FieldPartsProps } from './fieldAria.js';
import type { TaskFormFieldValues } from './taskFormTypes.js';

/** The actions of react-hook-form the store and the field hooks use. */
export type TaskFormActions = Pick<UseFormReturn<TaskFormFieldValues>, 'control' | 'getValues' | 'setValue' | 'trigger' | 'clearErrors'>;

/**
 * What one field shows besides its value: its react-hook-form error, whether it is marked "I
 * don't have this", and whether a revision conflict changed its ask. The same object until one
 * of the three changes, so it can be a `useSyncExternalStore` snapshot.
 */
export interface TaskFieldSnapshot {
  readonly error: HookFormError | undefined;
  readonly isAbsent: boolean;
  readonly isChanged: boolean;
}

/**
 * What `useTaskForm` shares with `useTaskField` and `useChoiceGroup` beside react-hook-form: the
 * model the values were last synced to, the fields a conflict changed, the elements to focus,
 * and a note that a person changed something. `useTaskForm` makes it and `TaskFormProvider` hands
 * it to the field hooks through context; it changes only when the model or a conflict does, never
 * on a keystroke.
 */
export interface TaskFormStore {
  /** The model the form's values belong to; `undefined` until the task and customer are read. */
  readonly model: TaskFormModel | undefined;
  /** Fields whose ask changed in the last revision conflict. */
  readonly changedIds: ReadonlySet<string>;
  setModel: (model: TaskFormModel) => void;
  setChangedIds: (ids: Iterable<string>) => void;
  /** Subscribes to model and conflict changes (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
  /** The form's own actions, for the field hooks. */
  readonly form: TaskFormActions;
  /** The react-hook-form control the field hooks bind to. */
  readonly control: Control<TaskFormFieldValues>;
  /** The id of a field's input (the error summary links to it before the field renders). */
  fieldInputId: (fieldId: string) => string;
  /** The props of a field's label, description, feedback and error message: made once per field. */
  fieldParts: (fieldId: string) => FieldPartsProps;
  /** The id of a choice group's first radio. */
  groupInputId: (groupId: string) => string;
  /** Whether a submit was tried: from then on, changes are checked as they are made. */
  readonly isAttempted: boolean;
  setAttempted: (isAttempted: boolean) => void;
  /** The current react-hook-form values, read without subscribing. */
  getValues: () => TaskFormFieldValues;
  /** Records the element to focus for a react-hook-form path (`null` when it unmounts). */
  setElement: (path: string, element: HTMLElement | null) => void;
  /** Focuses the element of the first path that has one; whether one was focused. */
  focusFirst: (paths: readonly string[]) => boolean;
  /** Called when a person changes a value (drives the draft). */
  noteChange: () => void;
  /** Sets what {@link TaskFormStore.noteChange} calls; returns the undo. */
  onChange: (listener: () => void) => () => void;
  /**
   * Subscribes to one field's {@link TaskFieldSnapshot} (for `useSyncExternalStore`): the
   * listener runs only when that field's error, absence or change mark does, never on a keystroke.
   */
  subscribeField: (fieldId: string, listener: () => void) => () => void;
  /** The field's current {@link TaskFieldSnapshot}. */
  fieldSnapshot: (fieldId: string) => TaskFieldSnapshot;
  /**
   * Reads the snapshots again and notifies the fields whose snapshot changed: those at
   * `paths` (react-hook-form answer paths), or every subscribed field when none are given.
   */
  refreshFields: (paths?: readonly string[]) => void;
  /**
   * Takes react-hook-form's current errors (from a `subscribe` to them), then refreshes the
   * fields at `paths`, or every field.
   */
  setErrors: (errors: FieldErrors<TaskFormFieldValues>, paths?: readonly string[]) => void;
}

interface FieldSlot {
  fieldId: string;
  path: string;
  snapshot: TaskFieldSnapshot;
  listeners: Set<() => void>;
}

/**
 * The store of one form over react-hook-form's `form` actions (made once by `useTaskForm`), whose
 * element ids start with `idPrefix`.
 */
export function createTaskFormStore(form: TaskFormActions, idPrefix: string): TaskFormStore {
  let isAttempted = false;
  let model: TaskFormModel | undefined;
  let changedIds: ReadonlySet<string> = new Set();
  let changeListener: () => void = () => undefined;
  const listeners = new Set<() => void>();
  const focusTargets = createFocusTargets();
  const partsByField = new Map<string, FieldPartsProps>();
  const slots = new Map<string, FieldSlot>();
  const slotsByPath = new Map<string, FieldSlot>();
  let errors: FieldErrors<TaskFormFieldValues> = {};
  const readSnapshot = (fieldId: string, previous: TaskFieldSnapshot | undefined): TaskFieldSnapshot => {
    // An answer's error is a leaf error: react-hook-form's type also allows nested ones.
    const error = errors[answerPath(fieldId)] as HookFormError | undefined;
    const isAbsent = form.getValues(absentPath(fieldId)) === true;
    const isChanged = changedIds.has(fieldId);
    if (previous && previous.error === error && previous.isAbsent === isAbsent && previous.isChanged === isChanged) return previous;
    return { error, isAbsent, isChanged };
  };
  const slotOf = (fieldId: string): FieldSlot => {
    let slot = slots.get(fieldId);
    if (!slot) {
      slot = { fieldId, path: answerPath(fieldId), snapshot: readSnapshot(fieldId, undefined), listeners: new Set() };
      slots.set(fieldId, slot);
      slotsByPath.set(slot.path, slot);
    }
    return slot;
  };
  const refreshSlot = (slot: FieldSlot) => {
    const next = readSnapshot(slot.fieldId, slot.snapshot);
    if (next === slot.snapshot) return;
    slot.snapshot = next;
    for (const listener of slot.listeners) listener();
  };
  const refreshFields = (paths?: readonly string[]) => {
    if (!paths) {
      for (const slot of slots.values()) refreshSlot(slot);
      return;
    }
    for (const path of paths) {
      const slot = slotsByPath.get(path);
      if (slot) refreshSlot(slot);
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: TaskFormStore = {
    get model() {
      return model;
    },
    get changedIds() {
      return changedIds;
    },
    setModel: (next) => {
      if (model === next) return;
      model = next;
      notify();
    },
    setChangedIds: (ids) => {
      changedIds = new Set(ids);
      refreshFields();
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    form,
    control: form.control,
    fieldInputId: (fieldId) => fieldInputId(idPrefix, fieldId),
    fieldParts: (fieldId) => {
      let parts = partsByField.get(fieldId);
      if (!parts) {
        parts = fieldPartsProps(fieldInputId(idPrefix, fieldId));
        partsByField.set(fieldId, parts);
      }
      return parts;
    },
    groupInputId: (groupId) => groupInputId(idPrefix, groupId),
    get isAttempted() {
      return isAttempted;
    },
    setAttempted: (next) => {
      isAttempted = next;
    },
    getValues: () => form.getValues(),
    setElement: focusTargets.setElement,
    focusFirst: focusTargets.focusFirst,
    noteChange: () => changeListener(),
    onChange: (listener) => {
      changeListener = listener;
      return () => {
        if (changeListener === listener) changeListener = () => undefined;
      };
    },
    subscribeField: (fieldId, listener) => {
      // A slot made at render has been refreshed with every change since: it is current.
      const slot = slotOf(fieldId);
      slot.listeners.add(listener);
      return () => {
        slot.listeners.delete(listener);
        if (slot.listeners.size > 0 || slots.get(fieldId) !== slot) return;
        slots.delete(fieldId);
        slotsByPath.delete(slot.path);
      };
    },
    fieldSnapshot: (fieldId) => slotOf(fieldId).snapshot,
    refreshFields,
    setErrors: (next, paths) => {
      errors = next;
      refreshFields(paths);
    },
  };
  return store;
}
