import type { CatalogCapability } from '../../../catalog/index.js';
import { businessDocumentsTemplate } from './businessDocuments.js';
import { businessProfileTemplate } from './businessProfile.js';
import { cardActivityTemplate } from './cardActivity.js';
import { identityVerificationTemplate } from './identityVerification.js';
import { individualProfileTemplate } from './individualProfile.js';
import { proofOfAddressTemplate } from './proofOfAddress.js';
import type { TaskBlueprint, TaskTemplate } from './TaskTemplate.js';
import { termsOfServiceTemplate } from './termsOfService.js';

export type { RequirementBlueprint, SessionBlueprint, TaskBlueprint } from './TaskTemplate.js';
export { profileKey } from './requirementBuilders.js';

/** Every template, in the order their tasks are attached. */
const templates: readonly TaskTemplate[] = [
  identityVerificationTemplate,
  termsOfServiceTemplate,
  individualProfileTemplate,
  businessProfileTemplate,
  proofOfAddressTemplate,
  businessDocumentsTemplate,
  cardActivityTemplate,
];

/** The tasks a request for `capability` by a customer of `customerType` needs, as blueprints. */
export function blueprintsFor(capability: CatalogCapability, customerType: string): TaskBlueprint[] {
  const input = { capability, customerType };
  return templates.filter((template) => template.appliesTo(input)).map((template) => template.build(input));
}
