import { memo, useId } from 'react';
import type { FormSection } from '../../core/forms/index.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { ChoiceGroupField } from './ChoiceGroupField.js';
import { taskFormFieldElement } from './TaskFormField.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';
import { sectionTitle } from './taskFormLabels.js';
import { part } from '../part.js';

/** Props for {@link TaskFormSection}. */
export interface TaskFormSectionProps {
  section: FormSection;
  /** The level of the section's heading. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
}

/**
 * A section of a task form: a heading named after the section (the kit's message for a section it
 * knows, the id in words for any other) and its entries, lone fields and choice groups, in the
 * model's order, inside a `TaskFormProvider`. Memoised: typing in one field never re-renders a section.
 */
export const TaskFormSection = /* @__PURE__ */ memo(function TaskFormSection({ section, headingLevel }: TaskFormSectionProps) {
  const { t } = useMessages(taskFormEn);
  const headingId = useId();
  return (
    <section {...part('task-form-section')} data-section={section.id ?? undefined} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} {...part('task-form-section-title')}>
        {sectionTitle(t, section.id)}
      </Heading>
      {section.entries.map((entry) =>
        entry.type === 'field' ? (
          taskFormFieldElement({ field: entry.field }, `field:${entry.field.id}`)
        ) : (
          <ChoiceGroupField key={`choice:${entry.group.id}`} group={entry.group} />
        ),
      )}
    </section>
  );
});
