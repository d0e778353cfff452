import type { ReactElement } from 'react';
import type { RelatedPartyProblem } from '../../core/relatedParties/index.js';
import type { ModelFieldError, ModelFieldOptions, UseModelFieldResult } from '../../hooks/forms/modelFormTypes.js';
import type { UseRelatedPartyFormResult } from '../../hooks/forms/useRelatedPartyForm.js';
import { useModelField } from '../../hooks/forms/useModelField.js';
import { FieldFrame } from '../primitives/Field/FieldFrame.js';
import type { FieldNecessity } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';

/** The message of a related-party field's error: the kit's words for a client problem, the server's own message. */
export function useRelatedPartyErrorText(): (error: ModelFieldError<RelatedPartyProblem> | null) => string | undefined {
  const { t } = useMessages(relatedPartiesEn);
  return (error) =>
    error === null
      ? undefined
      : error.source === 'client'
        ? t(`relatedParties.problem.${error.problem}`)
        : (error.errors[0]?.message ?? undefined);
}

/** Props for {@link RelatedPartyField}. */
export interface RelatedPartyFieldProps extends ModelFieldOptions {
  form: UseRelatedPartyFormResult;
  /** The field's name (`firstName`, `address.city`…). */
  name: string;
  label: string;
  /** @default undefined */
  description?: string;
  /** @default undefined (no marker) */
  necessity?: FieldNecessity;
  /** The control, given the field hook's result: it spreads `inputProps` on its element. */
  children: (field: UseModelFieldResult<RelatedPartyProblem>) => ReactElement;
}

/** One labelled field of the related-party form, on `useModelField`: the control spreads the hook's props. */
export function RelatedPartyField({ form, name, label, description, necessity, children, ...options }: RelatedPartyFieldProps) {
  const errorText = useRelatedPartyErrorText();
  const field = useModelField(form, name, { ...options, isRequired: necessity === 'required', hasDescription: description !== undefined });
  return (
    <FieldFrame parts={field} label={label} description={description} error={errorText(field.error)} necessity={necessity}>
      {children(field)}
    </FieldFrame>
  );
}
