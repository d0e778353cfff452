import type { ChoiceProblemCode, FieldProblemCode, FormField } from '../../core/forms/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { FieldsMessageId } from '../messages/areas/fields.en.js';
import { profileShape } from './profile/profileShape.js';

/** A problem to put in words: a field's (with `limit` for lengths and counts) or a choice group's. */
export interface ProblemLike {
  code: FieldProblemCode | ChoiceProblemCode | (string & {});
  limit?: number | undefined;
  /** The entry of a list value at fault, from 0. */
  item?: number | undefined;
}

type Kind = FormField['kind'];

const CHOICE_KINDS: ReadonlySet<Kind> = new Set(['single_select', 'multi_select', 'boolean', 'resource_reference']);

function requiredMessage(field: FormField | undefined): FieldsMessageId {
  if (field === undefined) return 'fields.problem.required';
  // A list of options (checkboxes): one is enough.
  if (field.kind === 'multi_select' || (field.kind === 'profile' && profileShape(field) === 'multiChoice'))
    return 'fields.problem.required.choices';
  if (field.kind === 'profile' && profileShape(field) === 'singleChoice') return 'fields.problem.required.choice';
  switch (field.kind) {
    case 'attestation':
    case 'absence':
      return 'fields.problem.required.confirm';
    case 'document':
      return 'fields.problem.required.document';
    case 'date':
      return 'fields.problem.required.date';
    default:
      return CHOICE_KINDS.has(field.kind) ? 'fields.problem.required.choice' : 'fields.problem.required';
  }
}

function itemsNoun(field: FormField | undefined): 'choice' | 'document' | 'item' {
  if (field?.kind === 'document') return 'document';
  return field?.kind === 'multi_select' || (field?.options.length ?? 0) > 0 ? 'choice' : 'item';
}

/**
 * A message for a problem with a value, in the person's language: one for every
 * `FieldProblemCode` (lengths and counts name their `limit`, with plurals; a tax identifier's
 * format names its entry), the choice group codes
 * `choice_required` and `choice_ambiguous`, and a generic one for a code the kit does not know.
 * `field` tailors the wording ("Choose an answer", "Choose at least one option" for a list of
 * options, "Tick the box to confirm").
 *
 * @example
 * const { t } = useMessages(fieldsEn);
 * problemMessage(t, { code: 'too_short', message: '…', limit: 2 }, field); // 'Enter at least 2 characters.'
 */
export function problemMessage(t: ComponentTranslate<FieldsMessageId>, problem: ProblemLike, field?: FormField): string {
  const limit = problem.limit ?? 0;
  // People count entries from 1.
  const index = (problem.item ?? 0) + 1;
  switch (problem.code) {
    case 'required':
      return t(requiredMessage(field));
    case 'invalid_type':
      return t('fields.problem.invalidType');
    case 'too_short':
      return t('fields.problem.tooShort', { limit });
    case 'too_long':
      return problem.item === undefined ? t('fields.problem.tooLong', { limit }) : t('fields.problem.item.tooLong', { limit, index });
    case 'pattern_mismatch':
      return t('fields.problem.patternMismatch');
    case 'too_few_items':
      return t('fields.problem.tooFewItems', { limit, noun: itemsNoun(field) });
    case 'too_many_items':
      return t('fields.problem.tooManyItems', { limit, noun: itemsNoun(field) });
    case 'invalid_date':
      return t('fields.problem.invalidDate');
    case 'attestation_required':
      return t('fields.problem.required.confirm');
    case 'invalid_option':
      return t('fields.problem.invalidOption');
    case 'duplicate_item':
      return t('fields.problem.duplicateItem');
    case 'invalid_document_id':
      return t('fields.problem.invalidDocument');
    case 'invalid_amount':
      return t('fields.problem.invalidAmount');
    case 'amount_scale_exceeded':
      // The platform's own refusal names no scale; the kit's check does.
      return problem.limit === undefined ? t('fields.problem.amountScaleExceeded') : t('fields.problem.amountScale', { limit });
    case 'incomplete_address':
      return t('fields.problem.incompleteAddress');
    case 'incomplete_item':
      return t('fields.problem.incompleteItem');
    case 'invalid_ssn':
      return t('fields.problem.taxId.ssn', { index });
    case 'invalid_itin':
      return t('fields.problem.taxId.itin', { index });
    case 'invalid_ein':
      return t('fields.problem.taxId.ein', { index });
    case 'invalid_cpf':
      return t('fields.problem.taxId.cpf', { index });
    case 'invalid_cnpj':
      return t('fields.problem.taxId.cnpj', { index });
    case 'birth_date_in_future':
      return t('fields.problem.birthDate.future');
    case 'birth_date_implausible':
      return t('fields.problem.birthDate.implausible');
    case 'choice_required':
      return t('fields.problem.choiceRequired');
    case 'choice_ambiguous':
      return t('fields.problem.choiceAmbiguous');
    default:
      return t('fields.problem.invalid');
  }
}
