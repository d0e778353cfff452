import { relatedPartyTypes } from '../../../../../core/schemas/index.js';
import type { Issues } from '../../../validation/Issues.js';
import { pointerTo } from '../../../validation/Issues.js';
import { checkArray, checkEnum, isObject, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkName } from '../../../validation/textRules.js';
import type { RelatedPartyRecord } from '../store.js';
import type { BodyIssues } from './BodyIssues.js';
import { stripUnknown } from './fieldSpec.js';
import { relatedPersonSpec } from './profileSpecs.js';

/**
 * What happens to fields a related-party body does not know: the related-party endpoints ignore
 * them (as the API description says), the inline related parties of a customer body refuse them
 * like the rest of that body.
 */
export type UnknownFieldPolicy = 'ignore' | 'reject';

const WRITABLE = ['partyType', 'roles', 'title', 'person'];
const PLATFORM_SET = ['customerId', 'createdAt', 'updatedAt', 'id'];
const ROLE = /^[a-z][a-z0-9_]{0,63}$/;
const REQUIRED_PERSON_FIELDS = ['firstName', 'lastName'];

/** Roles: a non-empty array of unique role names (snake case; the list is open). */
function checkRoles(issues: Issues, pointer: string, value: unknown): void {
  checkArray(
    issues,
    pointer,
    value,
    (itemPointer, role) => {
      if (typeof role !== 'string' || !ROLE.test(role))
        issues.add(itemPointer, 'invalid_format', 'must be a role name in snake case, such as director');
    },
    { unique: true, min: 1 },
  );
}

/**
 * Refuses fields a body may not carry (policy `reject`). Platform-set fields of the stored party
 * (`current`) sent back unchanged, as a read-modify-write does, are accepted.
 */
function checkFieldsPresent(
  issues: BodyIssues,
  pointer: string,
  body: JsonObject,
  policy: UnknownFieldPolicy,
  locators: readonly string[],
  current?: RelatedPartyRecord,
): void {
  if (policy === 'ignore') return;
  for (const key of Object.keys(body)) {
    if (WRITABLE.includes(key) || locators.includes(key)) continue;
    const fieldPointer = pointerTo(pointer, key);
    if (PLATFORM_SET.includes(key)) {
      if (!current || body[key] !== current[key]) issues.add(fieldPointer, 'read_only', 'is set by the platform');
    } else issues.add(fieldPointer, 'unknown_field', 'is not a field of a related party');
  }
}

/** The person fields, unknown ones dropped when ignored, each checked, the required names reported as type issues. */
function checkPerson(issues: BodyIssues, pointer: string, person: unknown, policy: UnknownFieldPolicy, mode: 'create' | 'update'): unknown {
  const personPointer = pointerTo(pointer, 'person');
  if (person === undefined && mode === 'update') return undefined;
  if (person === undefined || person === null) {
    issues.addTypeIssue(personPointer, 'required', 'is required for partyType person');
    return undefined;
  }
  const kept = policy === 'ignore' ? stripUnknown(relatedPersonSpec, person) : person;
  relatedPersonSpec.check(issues, personPointer, kept);
  if (isObject(kept)) {
    for (const key of REQUIRED_PERSON_FIELDS) {
      const missing = mode === 'create' ? kept[key] === undefined || kept[key] === null : kept[key] === null;
      if (missing) issues.addTypeIssue(pointerTo(personPointer, key), 'required', 'is required for partyType person');
    }
  }
  return kept;
}

/**
 * Checks a new related party (`{ partyType, roles, title?, person }`) at `pointer` and returns the
 * fields to store, unknown ones dropped. `partyType` must be `person`, `roles` a non-empty list;
 * a person without `person.firstName` and `person.lastName` is an `invalid_field_for_type` issue.
 */
export function checkRelatedPartyCreate(
  issues: BodyIssues,
  pointer: string,
  body: unknown,
  policy: UnknownFieldPolicy,
): JsonObject | undefined {
  if (!isObject(body)) {
    issues.add(pointer, 'invalid_type', 'must be an object');
    return undefined;
  }
  checkFieldsPresent(issues, pointer, body, policy, []);
  const typePointer = pointerTo(pointer, 'partyType');
  if (requireField(issues, typePointer, body.partyType)) checkEnum(issues, typePointer, body.partyType, relatedPartyTypes);
  const rolesPointer = pointerTo(pointer, 'roles');
  if (requireField(issues, rolesPointer, body.roles)) checkRoles(issues, rolesPointer, body.roles);
  if (body.title !== undefined && body.title !== null) checkName(issues, pointerTo(pointer, 'title'), body.title);
  const person = body.partyType === 'person' ? checkPerson(issues, pointer, body.person, policy, 'create') : body.person;
  return { partyType: body.partyType, roles: body.roles, title: body.title ?? null, person };
}

/**
 * Checks a merge document for the stored related party `current` at `pointer` and returns the
 * fields to merge, unknown ones dropped. `id`, `customerId` and `partyType` are immutable (a
 * different value is a validation_error); `null` clears `title`; `roles` cannot be cleared;
 * clearing `person` or its names is an `invalid_field_for_type` issue.
 */
export function checkRelatedPartyUpdate(
  issues: BodyIssues,
  pointer: string,
  body: unknown,
  policy: UnknownFieldPolicy,
  current: RelatedPartyRecord | undefined,
): JsonObject | undefined {
  if (!isObject(body)) {
    issues.add(pointer, 'invalid_type', 'must be an object');
    return undefined;
  }
  checkFieldsPresent(issues, pointer, body, policy, ['id'], current);
  const immutable = policy === 'ignore' ? ['id', 'customerId', 'partyType'] : ['partyType'];
  for (const key of immutable) {
    if (body[key] !== undefined && current && body[key] !== current[key])
      issues.add(pointerTo(pointer, key), 'immutable', 'cannot be changed');
  }
  const patch: JsonObject = {};
  if (body.roles === null) issues.add(pointerTo(pointer, 'roles'), 'required', 'cannot be cleared; give at least one role');
  else if (body.roles !== undefined) {
    checkRoles(issues, pointerTo(pointer, 'roles'), body.roles);
    patch.roles = body.roles;
  }
  if (body.title !== undefined) {
    if (body.title !== null) checkName(issues, pointerTo(pointer, 'title'), body.title);
    patch.title = body.title;
  }
  if ((current?.partyType ?? 'person') === 'person' && body.person !== undefined) {
    patch.person = checkPerson(issues, pointer, body.person, policy, 'update');
  }
  return patch;
}
