import { businessEntityTypes, taxIdentifierTypes } from '../../../../../core/schemas/index.js';
import { checkEnum } from '../../../validation/shapes.js';
import {
  checkCountry,
  checkDate,
  checkEmail,
  checkHttpsUrl,
  checkName,
  checkPhone,
  checkPlainText,
} from '../../../validation/textRules.js';
import { arrayOf, leaf, mergedObject, wholeObject, type FieldSpec } from './fieldSpec.js';

/** A name or address part: 1 to 256 characters, no surrounding whitespace, no control characters. */
export const nameSpec = leaf(checkName);
/** An ISO 3166-1 alpha-2 country code. */
export const countrySpec = leaf(checkCountry);
/** A calendar date. */
export const dateSpec = leaf(checkDate);
/** An array of unique country codes. */
export const countryListSpec = arrayOf(countrySpec, { unique: true });

/** A postal address: at least one of its parts, each 1 to 256 characters, the country a code. */
export const addressSpec = mergedObject(
  { streetLine1: nameSpec, streetLine2: nameSpec, city: nameSpec, state: nameSpec, postalCode: nameSpec, country: countrySpec },
  { minProperties: 1 },
);

/** A tax identifier: type, country and value required. */
export const taxIdentifierSpec = wholeObject(
  {
    type: leaf((issues, pointer, value) => checkEnum(issues, pointer, value, taxIdentifierTypes)),
    typeDescription: leaf((issues, pointer, value) => checkPlainText(issues, pointer, value, 256)),
    country: countrySpec,
    value: leaf((issues, pointer, value) => checkPlainText(issues, pointer, value, 256)),
  },
  ['type', 'country', 'value'],
);

/** The fields of a natural person, shared by individual customers and related persons. */
export const personFields: Readonly<Record<string, FieldSpec>> = {
  firstName: nameSpec,
  middleName: nameSpec,
  lastName: nameSpec,
  birthDate: dateSpec,
  birthCountry: countrySpec,
  residenceCountry: countrySpec,
  nationalities: countryListSpec,
  email: leaf(checkEmail),
  phone: leaf(checkPhone),
  residentialAddress: addressSpec,
  mailingAddress: addressSpec,
  taxResidencies: countryListSpec,
  taxIdentifiers: arrayOf(taxIdentifierSpec),
};

/** The `individual` object of an individual customer. */
export const individualSpec = mergedObject(personFields);

/** A related person's share of the business, in percent (0 to 100, at most two decimals). */
function checkOwnershipPercent(issues: Parameters<FieldSpec['check']>[0], pointer: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) issues.add(pointer, 'invalid_type', 'must be a number');
  else if (value < 0 || value > 100) issues.add(pointer, 'out_of_range', 'must be between 0 and 100');
  // Compared with a tolerance: 0.29 * 100 is 28.999999999999996 in binary floating point.
  else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) issues.add(pointer, 'scale_exceeded', 'must have at most two decimals');
}

/** The `person` object of a related party: a person's fields plus the ownership share. */
export const relatedPersonSpec = mergedObject({ ...personFields, ownershipPercent: leaf(checkOwnershipPercent) });

/** The `business` object of a business customer (paykit's assumed shape; see README). */
export const businessSpec = mergedObject({
  legalName: nameSpec,
  doingBusinessAs: nameSpec,
  registrationNumber: nameSpec,
  incorporationCountry: countrySpec,
  incorporationDate: dateSpec,
  entityType: leaf((issues, pointer, value) => checkEnum(issues, pointer, value, businessEntityTypes)),
  website: leaf((issues, pointer, value) => checkHttpsUrl(issues, pointer, value, 2048)),
  email: leaf(checkEmail),
  phone: leaf(checkPhone),
  registeredAddress: addressSpec,
  operatingAddress: addressSpec,
  taxIdentifiers: arrayOf(taxIdentifierSpec),
});
