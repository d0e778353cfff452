import { useCallback, useMemo } from 'react';
import { useController, useWatch, type FieldError as HookFormError } from 'react-hook-form';
import type { ChoiceGroup } from '../../core/forms/index.js';
import { chosenMemberOf, groupProblemOf } from './entryChecks.js';
import { absentPath, answerPath, choicePath } from './fieldNames.js';
import { serverErrorsOf } from './taskFieldErrors.js';
import type { TaskFormStore } from './taskFormStore.js';
import { useTaskFormStore } from './TaskFormProvider.js';
import { useFocusRef } from './useFocusRef.js';
import { fieldIdsOf, joinIds, partId } from './fieldAria.js';
import type { ChoiceRadioProps, UseChoiceGroupResult } from './taskFormTypes.js';

/**
 * One alternative group of a `useTaskForm` form: which member is answered, how to choose one,
 * and the group's error (`choice_required` when none is answered, `choice_ambiguous` when
 * several are started and none chosen, or the server's errors on the group), with the props of
 * its accessible parts, as React Aria's `useRadioGroup` gives them: `groupProps` (a fieldset read
 * with its hint and error), `labelProps`, `descriptionProps`, `errorMessageProps` and a radio's
 * `getRadioProps(memberId)`. Re-renders when the answered member or the error changes, not on
 * every keystroke in a member.
 *
 * @param group A choice group of the form's `model`.
 * @throws outside a `TaskFormProvider`.
 *
 * @example
 * function ProofOfAddress({ group }: { group: ChoiceGroup }) {
 *   const { groupProps, labelProps, descriptionProps, errorMessageProps, isInvalid, getRadioProps } = useChoiceGroup(group);
 *   return (
 *     <fieldset {...groupProps}>
 *       <legend {...labelProps}>Proof of address</legend>
 *       <p {...descriptionProps}>Choose one way to answer.</p>
 *       {group.members.map((member) => (
 *         <label key={member.id}><input {...getRadioProps(member.id)} /> {member.label}</label>
 *       ))}
 *       {isInvalid && <p {...errorMessageProps}>Choose one.</p>}
 *     </fieldset>
 *   );
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
  const error = groupError(store, group, fieldState.error);
  const isInvalid = error !== null;
  const ids = fieldIdsOf(store.groupInputId(group.id));
  const hintId = partId(ids.inputId, 'hint');
  const radioId = (index: number) => (index <= 0 ? ids.inputId : partId(ids.inputId, index));
  const getRadioProps = (fieldId: string): ChoiceRadioProps => {
    const index = group.members.findIndex((member) => member.id === fieldId);
    const member = group.members[index];
    const isChosen = fieldId === chosenId;
    return {
      id: radioId(index),
      type: 'radio',
      name: ids.inputId,
      value: fieldId,
      checked: isChosen,
      onChange: () => choose(fieldId),
      ref: index === 0 ? ref : undefined,
      'aria-describedby': member?.reviewFeedback && !isChosen ? partId(radioId(index), 'feedback') : undefined,
    };
  };

  return {
    chosenId,
    choose,
    error,
    ref,
    isInvalid,
    groupProps: { 'aria-describedby': joinIds(hintId, isInvalid && ids.errorMessageId) },
    labelProps: { id: ids.labelId },
    descriptionProps: { id: hintId },
    errorMessageProps: { id: ids.errorMessageId },
    getRadioProps,
    getFeedbackProps: (fieldId) => ({
      id: partId(radioId(group.members.findIndex((member) => member.id === fieldId)), 'feedback'),
    }),
  };
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
