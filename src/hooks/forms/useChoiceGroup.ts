import { useCallback, useMemo } from 'react';
import { useController, useWatch, type FieldError as HookFormError } from 'react-hook-form';
import type { ChoiceGroup } from '../../core/forms/index.js';
import { chosenMemberOf, groupProblemOf } from './entryChecks.js';
import { absentPath, answerPath, choicePath } from './fieldNames.js';
import { serverErrorsOf } from './taskFieldErrors.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import { useFocusRef } from './useFocusRef.js';
import type { UseChoiceGroupResult } from './taskFormTypes.js';

/**
 * One alternative group of a `useTaskForm` form: which member is answered, how to choose one,
 * and the group's error (`choice_required` when none is answered, `choice_ambiguous` when
 * several are started and none chosen, or the server's errors on the group). Re-renders when
 * the answered member or the error changes, not on every keystroke in a member.
 *
 * @param group A choice group of the form's `model`.
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function ProofOfAddress({ group }: { group: ChoiceGroup }) {
 *   const { chosenId, choose, ref, error } = useChoiceGroup(group);
 *   return group.members.map((member, index) => (
 *     <label key={member.id}>
 *       <input type="radio" ref={index === 0 ? ref : undefined} checked={chosenId === member.id} onChange={() => choose(member.id)} />
 *       {member.label}
 *     </label>
 *   ));
 * }
 */
export function useChoiceGroup(group: ChoiceGroup): UseChoiceGroupResult {
  const store = useTaskFormStore('useChoiceGroup');
  const { control } = store;
  const name = choicePath(group.id);
  const memberPaths = useMemo(() => group.members.map((member) => answerPath(member.id)), [group]);
  const watched = useMemo(
    () => [name, ...memberPaths, ...group.members.map((member) => absentPath(member.id))],
    [name, memberPaths, group],
  );
  const { field: binding, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (_value, values) => (store.model ? groupProblemOf(store.model, group.id, values)?.message : undefined) ?? true,
    },
  });
  const chosenId = useWatch({
    control,
    name: watched,
    exact: true,
    compute: () => (store.model ? chosenMemberOf(store.model, group.id, store.getValues()) : null),
  });

  const { onChange: change, ref: bindRef } = binding;
  const choose = useCallback(
    (fieldId: string) => {
      change(fieldId);
      // The member left is no longer checked; the member chosen shows its error only once it is
      // answered or the form is submitted again, never the moment it appears.
      store.form.clearErrors(memberPaths);
      store.noteChange();
    },
    [change, store, memberPaths],
  );
  const ref = useFocusRef(store, name, bindRef);

  return { chosenId, choose, error: groupError(store, group, fieldState.error), ref };
}

/** The group's error: the server's, or its choice problem worked out again. */
export function groupError(store: TaskFormStore, group: ChoiceGroup, error: HookFormError | undefined): UseChoiceGroupResult['error'] {
  if (!error) return null;
  const serverErrors = serverErrorsOf(error);
  if (serverErrors)
    return {
      code: serverErrors[0]?.code ?? 'invalid',
      message: serverErrors
        .map((each) => each.message)
        .filter(Boolean)
        .join(' '),
    };
  const problem = store.model ? groupProblemOf(store.model, group.id, store.getValues()) : null;
  return problem ?? { code: error.type, message: error.message ?? '' };
}
