import { customerTypes } from '../../../../../core/schemas/index.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, type JsonObject } from '../../../validation/shapes.js';
import { checkCountry, checkEmail, checkName } from '../../../validation/textRules.js';

type CustomerType = (typeof customerTypes)[number];

/** The v1 fields of each customer type, with the v3 field of the type's profile object each writes. */
const V3_FIELD_OF: Readonly<Record<CustomerType, Readonly<Record<string, string>>>> = {
  individual: { firstName: 'firstName', lastName: 'lastName', email: 'email', country: 'residenceCountry' },
  business: { businessName: 'legalName', email: 'email', country: 'incorporationCountry' },
};
/** The v1 fields a create must carry; `country` may come later (as on v3, missing facts become tasks). */
const REQUIRED_ON_CREATE: Readonly<Record<CustomerType, readonly string[]>> = {
  individual: ['firstName', 'lastName', 'email'],
  business: ['businessName', 'email'],
};

function checkValue(issues: Issues, field: string, value: unknown): void {
  const pointer = pointerTo('', field);
  if (field === 'email') checkEmail(issues, pointer, value);
  else if (field === 'country') checkCountry(issues, pointer, value);
  else checkName(issues, pointer, value);
}

/**
 * Checks a v1 customer body, naming every invalid field at once (400 validation_error, pointers
 * into the v1 body), and returns the v3 body that writes it: `{ type, individual | business }` on
 * create, `{ individual | business }` on update. A create needs `type` and the type's name and
 * email fields; an update (PUT) takes any of the type's fields, replacing those given, and `type`
 * only unchanged.
 */
export function checkLegacyCustomerBody(rawBody: unknown, current?: { type: string }): JsonObject {
  const issues = new Issues();
  if (!isObject(rawBody)) {
    issues.add('', 'invalid_type', 'must be a JSON object');
    issues.throwIfAny();
  }
  const body = rawBody as JsonObject;
  let type: CustomerType | undefined;
  if (current) {
    type = current.type as CustomerType;
    if (body.type !== undefined && body.type !== current.type) issues.add('/type', 'immutable', 'cannot be changed');
  } else if (body.type === undefined || body.type === null) {
    issues.add('/type', 'required', 'is required');
  } else {
    checkEnum(issues, '/type', body.type, customerTypes);
    type = customerTypes.find((candidate) => candidate === body.type);
  }
  const fields = type ? V3_FIELD_OF[type] : {};
  const profile: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'type') continue;
    const v3Field = fields[key];
    if (v3Field === undefined) {
      const ofOtherType = Object.values(V3_FIELD_OF).some((other) => other[key] !== undefined);
      if (type && ofOtherType) issues.add(pointerTo('', key), 'invalid_field_for_type', `is not a field of ${type} customers`);
      else if (!ofOtherType) issues.add(pointerTo('', key), 'unknown_field', 'is not a field of a v1 customer');
      continue;
    }
    checkValue(issues, key, value);
    profile[v3Field] = value;
  }
  if (type && !current) {
    for (const field of REQUIRED_ON_CREATE[type])
      if (body[field] === undefined) issues.add(pointerTo('', field), 'required', 'is required');
  }
  issues.throwIfAny();
  const written = type as CustomerType;
  return current ? { [written]: profile } : { type: written, [written]: profile };
}
