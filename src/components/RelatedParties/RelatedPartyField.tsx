import type { RelatedPartyProblem } from '../../core/relatedParties/index.js';
import type { ModelFieldError, ModelFormValues } from '../../hooks/forms/modelFormTypes.js';
import { ModelField, type ModelFieldProps } from '../primitives/Field/ModelField.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { serverFieldErrorText } from '../text/index.js';

/** The words of a related-party field's error: the kit's for a client problem, and for the server's by its code. */
export function useRelatedPartyErrorText(): (error: ModelFieldError<RelatedPartyProblem>) => string {
  const { t } = useMessages(relatedPartiesEn, fieldsEn);
  return (error) => (error.source === 'client' ? t(`relatedParties.problem.${error.problem}`) : serverFieldErrorText(t, error.errors));
}

/** Props for {@link RelatedPartyField}. */
export type RelatedPartyFieldProps = Omit<ModelFieldProps<ModelFormValues, RelatedPartyProblem>, 'errorText'>;

/** One labelled field of the related-party form, worded as the form words its errors. */
export function RelatedPartyField(props: RelatedPartyFieldProps) {
  return <ModelField {...props} errorText={useRelatedPartyErrorText()} />;
}
