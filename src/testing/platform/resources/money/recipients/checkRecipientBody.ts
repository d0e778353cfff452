import { recipientRelationships } from '../../../../../core/schemas/index.js';
import { problems } from '../../../http/ApiProblem.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkCountry, checkEmail, checkName, checkPhone, checkPlainText, checkPrintableAscii } from '../../../validation/textRules.js';

/** Fields only one recipient type has. */
export const recipientVariantFields = {
  individual: ['firstName', 'lastName'],
  business: ['companyName', 'businessIndustry'],
} as const;

const COMMON_FIELDS = ['relationship', 'email', 'phone', 'address', 'label', 'externalId'];
const READ_ONLY_FIELDS = ['id', 'customerId', 'status', 'createdAt', 'updatedAt', 'archivedAt'];
const ADDRESS_PARTS = ['streetLine1', 'streetLine2', 'city', 'state', 'postalCode', 'country'];
const NAME_FIELDS = ['firstName', 'lastName', 'companyName'];

type RecipientType = keyof typeof recipientVariantFields;

function otherType(type: RecipientType): RecipientType {
  return type === 'individual' ? 'business' : 'individual';
}

/** Fields of the other recipient type are 400 invalid_field_for_type, named by pointer. */
function rejectOtherTypeFields(body: JsonObject, type: RecipientType): void {
  const issues = new Issues();
  for (const key of recipientVariantFields[otherType(type)]) {
    if (key in body) issues.add(`/${key}`, 'invalid_field_for_type', `is a field of ${otherType(type)} recipients, not ${type} ones`);
  }
  issues.throwIfAny(400, 'invalid_field_for_type');
}

/** A recipient address: at least one part; parts are names (1–256, exact) and a country code. Null parts clear on PATCH. */
function checkAddress(issues: Issues, value: unknown, allowNullParts: boolean): void {
  if (!isObject(value)) {
    issues.add('/address', 'invalid_type', 'must be an object');
    return;
  }
  rejectUnknownFields(issues, '/address', value, ADDRESS_PARTS);
  if (!allowNullParts && !ADDRESS_PARTS.some((part) => value[part] !== undefined)) {
    issues.add('/address', 'too_few_properties', `must have at least one of: ${ADDRESS_PARTS.join(', ')}`);
  }
  for (const part of ADDRESS_PARTS) {
    const partValue = value[part];
    if (partValue === undefined || (allowNullParts && partValue === null)) continue;
    if (part === 'country') checkCountry(issues, pointerTo('/address', part), partValue);
    else checkName(issues, pointerTo('/address', part), partValue);
  }
}

function checkField(issues: Issues, key: string, value: unknown): void {
  const pointer = `/${key}`;
  if (key === 'relationship') checkEnum(issues, pointer, value, recipientRelationships);
  else if (key === 'email') checkEmail(issues, pointer, value);
  else if (key === 'phone') checkPhone(issues, pointer, value);
  else if (key === 'label' || key === 'businessIndustry') checkPlainText(issues, pointer, value, 256);
  else if (key === 'externalId') checkPrintableAscii(issues, pointer, value, 256);
  else if (NAME_FIELDS.includes(key)) checkName(issues, pointer, value);
}

/** Throws the collected issues: recipient_name_invalid when a name is among them, else validation_error. */
function throwIssues(issues: Issues): void {
  const nameIssue = issues.list.some((issue) => NAME_FIELDS.some((name) => issue.pointer === `/${name}`));
  issues.throwIfAny(400, nameIssue ? 'recipient_name_invalid' : 'validation_error');
}

/**
 * Checks a create-recipient body. `type` and `relationship` are required; an individual needs
 * `firstName` and `lastName`, a business `companyName` (missing, empty or malformed: 400
 * recipient_name_invalid); the other type's fields are 400 invalid_field_for_type.
 */
export function checkCreateRecipientBody(value: unknown): JsonObject & { type: RecipientType } {
  if (!isObject(value)) throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object' }]);
  const issues = new Issues();
  if (requireField(issues, '/type', value.type)) checkEnum(issues, '/type', value.type, ['individual', 'business']);
  issues.throwIfAny();
  const type = value.type as RecipientType;
  rejectOtherTypeFields(value, type);
  rejectUnknownFields(issues, '', value, ['type', ...COMMON_FIELDS, ...recipientVariantFields[type]]);
  requireField(issues, '/relationship', value.relationship);
  const required = type === 'individual' ? ['firstName', 'lastName'] : ['companyName'];
  for (const key of required) requireField(issues, `/${key}`, value[key]);
  for (const [key, fieldValue] of Object.entries(value)) {
    if (key === 'type' || fieldValue === undefined || fieldValue === null) continue;
    if (key === 'address') checkAddress(issues, fieldValue, false);
    else checkField(issues, key, fieldValue);
  }
  for (const [key, fieldValue] of Object.entries(value)) {
    if (fieldValue === null && !required.includes(key) && key !== 'relationship')
      issues.add(`/${key}`, 'invalid_type', 'must not be null on create; omit it instead');
  }
  throwIssues(issues);
  return value as JsonObject & { type: RecipientType };
}

/**
 * Checks a recipient PATCH (a merge document): `null` clears an optional field, but never a name
 * (recipient_name_invalid) or the relationship; `type` and read-only fields are immutable; the
 * other type's fields are 400 invalid_field_for_type.
 */
export function checkUpdateRecipientBody(value: unknown, type: RecipientType): JsonObject {
  if (!isObject(value))
    throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object (a merge document)' }]);
  rejectOtherTypeFields(value, type);
  const issues = new Issues();
  for (const key of Object.keys(value)) {
    if (key === 'type' || READ_ONLY_FIELDS.includes(key)) issues.add(`/${key}`, 'immutable_field', 'cannot be changed');
  }
  rejectUnknownFields(issues, '', value, ['type', ...READ_ONLY_FIELDS, ...COMMON_FIELDS, ...recipientVariantFields[type]]);
  for (const [key, fieldValue] of Object.entries(value)) {
    if (key === 'type' || READ_ONLY_FIELDS.includes(key) || fieldValue === undefined) continue;
    if (fieldValue === null) {
      if (NAME_FIELDS.includes(key) || key === 'relationship') issues.add(`/${key}`, 'required', 'cannot be cleared');
      continue;
    }
    if (key === 'address') checkAddress(issues, fieldValue, true);
    else checkField(issues, key, fieldValue);
  }
  throwIssues(issues);
  return value;
}
