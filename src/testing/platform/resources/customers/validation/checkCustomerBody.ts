import { customerTypes } from '../../../../../core/schemas/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkPrintableAscii } from '../../../validation/textRules.js';
import type { CustomerRecord, RelatedPartyRecord } from '../store.js';
import { BodyIssues } from './BodyIssues.js';
import { checkInlineRelatedParties, type InlineRelatedParties } from './checkInlineRelatedParties.js';
import { checkMetadata } from './checkMetadata.js';
import { financialProfileSpec } from './financialProfileSpec.js';
import { businessSpec, individualSpec } from './profileSpecs.js';
import { requireJsonObject } from './requireJsonObject.js';

/** A customer type. */
export type CustomerVariant = (typeof customerTypes)[number];

const WRITABLE = ['type', 'externalId', 'individual', 'business', 'relatedParties', 'financialProfile', 'metadata'];
const SET_BY_PLATFORM = ['id', 'createdAt', 'updatedAt'];

/** A customer body that passed every check. */
export interface CheckedCustomerBody {
  body: JsonObject;
  type: CustomerVariant;
  relatedParties: InlineRelatedParties;
}

function checkFieldNames(issues: BodyIssues, body: JsonObject, current: CustomerRecord | undefined): void {
  for (const key of Object.keys(body)) {
    if (WRITABLE.includes(key) && key !== 'type') continue;
    const pointer = pointerTo('', key);
    if (key === 'type' || SET_BY_PLATFORM.includes(key)) {
      if (!current) {
        if (key !== 'type') issues.add(pointer, 'read_only', 'is set by the platform');
      } else if (body[key] !== current[key]) {
        issues.add(
          pointer,
          key === 'updatedAt' ? 'read_only' : 'immutable',
          key === 'updatedAt' ? 'is set by the platform' : 'cannot be changed',
        );
      }
    } else {
      issues.add(pointer, 'unknown_field', 'is not a field of a customer');
    }
  }
}

function checkVariantFields(
  issues: BodyIssues,
  body: JsonObject,
  variant: CustomerVariant | undefined,
  mode: 'create' | 'update',
  findParty: (id: string) => RelatedPartyRecord | undefined,
): InlineRelatedParties {
  const other = variant === 'individual' ? ['business', 'relatedParties'] : variant === 'business' ? ['individual'] : [];
  for (const key of other) {
    if (body[key] !== undefined)
      issues.addTypeIssue(pointerTo('', key), 'invalid_field_for_type', `is not a field of ${variant} customers`);
  }
  if (variant === 'individual' && body.individual !== undefined && body.individual !== null)
    individualSpec.check(issues, '/individual', body.individual);
  if (variant === 'business' && body.business !== undefined && body.business !== null)
    businessSpec.check(issues, '/business', body.business);
  if (variant !== 'business' || body.relatedParties === undefined) return { creates: [], updates: [], unknownIds: [] };
  if (body.relatedParties === null) {
    issues.add('/relatedParties', 'invalid_type', 'must be an array; archive a related party with DELETE instead');
    return { creates: [], updates: [], unknownIds: [] };
  }
  return checkInlineRelatedParties(issues, '/relatedParties', body.relatedParties, mode, findParty);
}

/**
 * Checks a customer create body (`current` absent) or PATCH merge document (`current` given),
 * naming every invalid field at once: 400 `invalid_field_for_type` when the only problems are
 * fields of the other variant, 400 `validation_error` otherwise, then 404
 * `related_party_not_found` for an inline related party id that is not the customer's.
 *
 * @param findParty the customer's active related party with this id (updates only)
 */
export function checkCustomerBody(
  rawBody: unknown,
  current?: CustomerRecord,
  findParty: (id: string) => RelatedPartyRecord | undefined = () => undefined,
): CheckedCustomerBody {
  const body = requireJsonObject(rawBody);
  const issues = new BodyIssues();
  const mode = current ? 'update' : 'create';
  checkFieldNames(issues, body, current);
  let variant: CustomerVariant | undefined;
  if (current) {
    variant = current.type as CustomerVariant;
  } else if (requireField(issues, '/type', body.type)) {
    checkEnum(issues, '/type', body.type, customerTypes);
    variant = customerTypes.find((type) => type === body.type);
  }
  if (body.externalId !== undefined && body.externalId !== null) checkPrintableAscii(issues, '/externalId', body.externalId, 256);
  const relatedParties = checkVariantFields(issues, body, variant, mode, findParty);
  if (body.financialProfile !== undefined && body.financialProfile !== null)
    financialProfileSpec.check(issues, '/financialProfile', body.financialProfile);
  if (body.metadata !== undefined && body.metadata !== null) {
    checkMetadata(issues, '/metadata', body.metadata, mode, isObject(current?.metadata) ? current.metadata : {});
  }
  issues.throwForBody();
  const [unknownId] = relatedParties.unknownIds;
  if (unknownId !== undefined) {
    throw new ApiProblem({ status: 404, code: 'related_party_not_found', detail: `No related party ${unknownId} of this customer.` });
  }
  return { body, type: variant as CustomerVariant, relatedParties };
}
