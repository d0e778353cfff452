/** The related-party form without React: values, checks, request bodies and where server errors land. */
export { ADULT_AGE, OLDEST_PLAUSIBLE_AGE, birthDateProblem, hasTurned, type BirthDateProblem } from '../forms/birthDateRules.js';
export { localCalendarDate } from '../forms/calendarDate.js';
export {
  ADDRESS_PARTS,
  RELATED_PARTY_FIELD_ORDER,
  asksOwnership,
  fieldOfPointer,
  formValuesOf,
  fromFieldValues,
  isOwnerRole,
  roleChoices,
  toCreateBody,
  toFieldValues,
  toUpdateBody,
  validateRelatedParty,
  type AddressPart,
  type RelatedPartyFieldName,
  type RelatedPartyFormValues,
  type RelatedPartyInputState,
  type RelatedPartyProblem,
} from './relatedPartyForm.js';
