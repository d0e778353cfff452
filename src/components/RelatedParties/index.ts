export { partyName, partyOptionLabel, partyRoles } from './partyName.js';
export { RelatedPartiesManager, type RelatedPartiesManagerProps } from './RelatedPartiesManager.js';
export { RelatedPartyAddressFields, type RelatedPartyAddressFieldsProps } from './RelatedPartyAddressFields.js';
export { RelatedPartyDialog, type RelatedPartyDialogProps } from './RelatedPartyDialog.js';
export { RelatedPartyForm, type RelatedPartyFormProps } from './RelatedPartyForm.js';
export { RelatedPartyRoleFields, type RelatedPartyRoleFieldsProps } from './RelatedPartyRoleFields.js';
export {
  ADDRESS_PARTS,
  asksOwnership,
  fieldOfPointer,
  formValuesOf,
  isOwnerRole,
  roleChoices,
  toCreateBody,
  toUpdateBody,
  validateRelatedParty,
  type AddressPart,
  type RelatedPartyFieldName,
  type RelatedPartyFormValues,
  type RelatedPartyProblem,
} from '../../core/relatedParties/index.js';
export { RemoveRelatedPartyDialog, type RemoveRelatedPartyDialogProps } from './RemoveRelatedPartyDialog.js';
