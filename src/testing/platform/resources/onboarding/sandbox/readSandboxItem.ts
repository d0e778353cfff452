import { answerTypes, type RequirementConstraints, type RequirementRequest } from '../../../../../core/schemas/index.js';
import { pointerTo, type Issues } from '../../../validation/Issues.js';
import {
  checkArray,
  checkBoolean,
  checkEnum,
  checkInteger,
  isObject,
  rejectUnknownFields,
  requireField,
} from '../../../validation/shapes.js';
import { checkNarrative, checkPlainText } from '../../../validation/textRules.js';
import { isWholeFieldPointer, pointerSegments, resolveProfileSpec } from '../../customers/validation/profilePointer.js';

/** Answer types a sandbox item may ask for (`absence` is an answer, not an ask). */
const ASKABLE_TYPES = answerTypes.filter((type) => type !== 'absence');
const REFERENCE_TYPES = ['related_party', 'account', 'document'];
const DEFAULT_PROMPTS: Record<string, string> = {
  profile: 'Provide the requested detail.',
  text: 'Provide the requested information.',
  date: 'Provide the requested date.',
  single_select: 'Choose one option.',
  multi_select: 'Choose all options that apply.',
  boolean: 'Answer yes or no.',
  attestation: 'Confirm the statement.',
  document: 'Upload the requested document.',
  resource_reference: 'Choose the resource this is about.',
};
const VALUE_TYPES: Record<string, string> = {
  text: 'string',
  date: 'date',
  single_select: 'string',
  multi_select: 'array',
  boolean: 'boolean',
  attestation: 'boolean',
  document: 'document',
};

function readConstraints(issues: Issues, pointer: string, value: unknown): RequirementConstraints | undefined {
  if (!isObject(value)) {
    issues.add(pointer, 'invalid_type', 'must be an object');
    return undefined;
  }
  rejectUnknownFields(issues, pointer, value, ['acceptedDocumentTypes', 'maxAgeDays', 'captureMethods', 'nameMatch', 'acceptedFormats']);
  const stringList = (key: string) => {
    if (value[key] !== undefined)
      checkArray(issues, pointerTo(pointer, key), value[key], (itemPointer, item) => checkPlainText(issues, itemPointer, item, 100), {
        unique: true,
        min: 1,
      });
  };
  stringList('acceptedDocumentTypes');
  stringList('captureMethods');
  stringList('acceptedFormats');
  if (value.maxAgeDays !== undefined) checkInteger(issues, pointerTo(pointer, 'maxAgeDays'), value.maxAgeDays, 1, 36_500);
  if (value.nameMatch !== undefined) checkBoolean(issues, pointerTo(pointer, 'nameMatch'), value.nameMatch);
  return structuredClone(value) as RequirementConstraints;
}

function readOptions(issues: Issues, pointer: string, value: unknown): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  checkArray(
    issues,
    pointer,
    value,
    (itemPointer, item) => {
      if (!isObject(item)) return issues.add(itemPointer, 'invalid_type', 'must be an object with value and label');
      rejectUnknownFields(issues, itemPointer, item, ['value', 'label']);
      if (requireField(issues, pointerTo(itemPointer, 'value'), item.value))
        checkPlainText(issues, pointerTo(itemPointer, 'value'), item.value, 100);
      if (item.label !== undefined) checkPlainText(issues, pointerTo(itemPointer, 'label'), item.label, 256);
      options.push({ value: item.value as string, label: (item.label as string | undefined) ?? (item.value as string) });
    },
    { min: 1, max: 100 },
  );
  return options;
}

/**
 * One item of a sandbox task, `{ request, profilePointer?, constraints? }`, as a requirement
 * request. `request` is an answer type, or an object `{ type, prompt?, options?, valueType?,
 * allowsAbsence? }` (selects need `options`; `resource_reference` needs `valueType`:
 * related_party, account or document). `profile` needs a `profilePointer` naming a writable
 * field of this customer's type.
 */
export function readSandboxItem(
  issues: Issues,
  pointer: string,
  item: unknown,
  customerType: string | undefined,
): RequirementRequest | undefined {
  if (!isObject(item)) {
    issues.add(pointer, 'invalid_type', 'must be an object with request');
    return undefined;
  }
  rejectUnknownFields(issues, pointer, item, ['request', 'profilePointer', 'constraints']);
  const requestPointer = pointerTo(pointer, 'request');
  if (!requireField(issues, requestPointer, item.request)) return undefined;
  const spec = typeof item.request === 'string' ? { type: item.request } : isObject(item.request) ? item.request : undefined;
  if (!spec) {
    issues.add(requestPointer, 'invalid_type', 'must be an answer type or an object with type');
    return undefined;
  }
  const typePointer = typeof item.request === 'string' ? requestPointer : pointerTo(requestPointer, 'type');
  if (typeof item.request !== 'string')
    rejectUnknownFields(issues, requestPointer, spec, ['type', 'prompt', 'options', 'valueType', 'allowsAbsence']);
  if (!requireField(issues, typePointer, spec.type)) return undefined;
  checkEnum(issues, typePointer, spec.type, ASKABLE_TYPES);
  const type = spec.type as string;
  const request: RequirementRequest = {
    type,
    prompt: DEFAULT_PROMPTS[type] ?? null,
    required: true,
    allowsAbsence: false,
    valueType: VALUE_TYPES[type] ?? null,
  };
  if (spec.prompt !== undefined) {
    checkNarrative(issues, pointerTo(requestPointer, 'prompt'), spec.prompt, 1000);
    request.prompt = spec.prompt as string;
  }
  if (spec.allowsAbsence !== undefined) {
    checkBoolean(issues, pointerTo(requestPointer, 'allowsAbsence'), spec.allowsAbsence);
    request.allowsAbsence = spec.allowsAbsence === true;
  }
  if (type === 'single_select' || type === 'multi_select') {
    if (spec.options === undefined)
      issues.add(pointerTo(requestPointer, 'options'), 'required', `is required for ${type}: give request as an object with options`);
    else request.options = readOptions(issues, pointerTo(requestPointer, 'options'), spec.options);
  } else if (spec.options !== undefined)
    issues.add(pointerTo(requestPointer, 'options'), 'not_allowed', 'goes with single_select and multi_select only');
  if (type === 'resource_reference') {
    if (spec.valueType === undefined)
      issues.add(
        pointerTo(requestPointer, 'valueType'),
        'required',
        `is required for resource_reference: one of ${REFERENCE_TYPES.join(', ')}`,
      );
    else checkEnum(issues, pointerTo(requestPointer, 'valueType'), spec.valueType, REFERENCE_TYPES);
    request.valueType = spec.valueType as string;
  } else if (spec.valueType !== undefined)
    issues.add(pointerTo(requestPointer, 'valueType'), 'not_allowed', 'goes with resource_reference only');

  const profilePointer = pointerTo(pointer, 'profilePointer');
  if (type === 'profile') {
    if (requireField(issues, profilePointer, item.profilePointer)) {
      const segments = typeof item.profilePointer === 'string' ? pointerSegments(item.profilePointer) : undefined;
      const root = segments?.[0];
      if (!segments || !resolveProfileSpec(segments))
        issues.add(
          profilePointer,
          'invalid_profile_pointer',
          'must point at a writable field of the customer profile, e.g. /individual/phone',
        );
      else if (!isWholeFieldPointer(segments))
        issues.add(
          profilePointer,
          'invalid_profile_pointer',
          'must point at a whole field, not an array item or a part of a value given whole (money, flow parties, tax identifiers)',
        );
      else if ((root === 'individual' || root === 'business') && customerType !== undefined && root !== customerType)
        issues.add(
          profilePointer,
          'invalid_field_for_type',
          `points into ${root}, but the customer is ${customerType === 'individual' ? 'an' : 'a'} ${customerType}`,
        );
      request.profilePointer = item.profilePointer as string;
    }
  } else if (item.profilePointer !== undefined) issues.add(profilePointer, 'not_allowed', 'goes with profile items only');
  if (item.constraints !== undefined)
    request.constraints = readConstraints(issues, pointerTo(pointer, 'constraints'), item.constraints) ?? null;
  return request;
}
