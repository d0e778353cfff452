import { memo } from 'react';
import type { ChoiceGroup } from '../../core/forms/index.js';
import { useChoiceGroup } from '../../hooks/forms/index.js';
import { FieldError } from '../primitives/FieldError/FieldError.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { choiceGroupName, groupErrorText } from './errorText.js';
import { feedbackNote } from './feedbackNote.js';
import { taskFormFieldElement } from './TaskFormField.js';
import { part } from '../part.js';

/** Props for {@link ChoiceGroupField}. */
export interface ChoiceGroupFieldProps {
  group: ChoiceGroup;
}

/**
 * Requirements sharing an `alternativeKey`: a fieldset with a radio per member, named by the
 * member's label, and only the chosen member's field below (the others are not answered, so
 * they are not shown). The reviewer's feedback on a member is read with its radio. The group's
 * error (none or several answered, or what the server said) shows under the radios.
 */
export const ChoiceGroupField = /* @__PURE__ */ memo(function ChoiceGroupField({ group }: ChoiceGroupFieldProps) {
  const { t } = useMessages(taskFormEn, fieldsEn, reasonsEn);
  const { chosenId, error, groupProps, labelProps, descriptionProps, errorMessageProps, getRadioProps, getFeedbackProps } =
    useChoiceGroup(group);
  const chosen = group.members.find((member) => member.id === chosenId) ?? null;
  const errorText = groupErrorText(t, error);

  return (
    <fieldset {...part('task-form-choice')} data-invalid={errorText !== null || undefined} {...groupProps}>
      <legend {...part('task-form-label')} {...labelProps}>
        {t('taskForm.choice.legend', { name: choiceGroupName(group) })}
      </legend>
      <p {...part('task-form-field-description')} {...descriptionProps}>
        {t('taskForm.choice.hint')}
      </p>
      <div {...part('task-form-choice-options')}>
        {group.members.map((member) => {
          const radio = getRadioProps(member.id);
          // The chosen member's own field shows its feedback; repeat it here only for the others.
          const feedback = member.id === chosenId ? null : member.reviewFeedback;
          return (
            <div key={member.id} {...part('task-form-choice-option')} data-state={member.id === chosenId ? 'checked' : 'unchecked'}>
              <input {...radio} />
              <label htmlFor={radio.id}>{member.label}</label>
              {feedback && feedbackNote(t, feedback, getFeedbackProps(member.id).id)}
            </div>
          );
        })}
      </div>
      <FieldError {...errorMessageProps}>{errorText}</FieldError>
      {chosen && taskFormFieldElement({ field: chosen })}
    </fieldset>
  );
});
