import { createContext, useContext, type ReactNode } from 'react';
import type { TaskFormStore } from './taskFormStore.js';
import type { UseTaskFormResult } from './taskFormTypes.js';

/** The store of the enclosing task form; `null` outside a {@link TaskFormProvider}. */
const TaskFormContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ createContext<TaskFormStore | null>(null), {
  displayName: 'TaskFormContext',
});

/** Props for {@link TaskFormProvider}. */
export interface TaskFormProviderProps {
  /** What `useTaskForm` returned. */
  form: Pick<UseTaskFormResult, 'store'>;
  children?: ReactNode;
}

/**
 * Hands a `useTaskForm` form to the `useTaskField`, `useTaskTextField`, `useChoiceGroup` and
 * `useTaskFormErrors` calls below it. Its value changes only with the form, never on a keystroke.
 *
 * @example
 * const form = useTaskForm({ taskId });
 * <TaskFormProvider form={form}><form {...form.getFormProps()}>…</form></TaskFormProvider>
 */
export function TaskFormProvider({ form, children }: TaskFormProviderProps) {
  return <TaskFormContext.Provider value={form.store}>{children}</TaskFormContext.Provider>;
}

/**
 * The store of the enclosing {@link TaskFormProvider}.
 * @throws naming `hook` when there is none.
 */
export function useTaskFormStore(hook: string): TaskFormStore {
  const store = useContext(TaskFormContext);
  if (!store) throw new Error(`\`${hook}\` must be called inside a <TaskFormProvider form={useTaskForm(…)}>`);
  return store;
}
