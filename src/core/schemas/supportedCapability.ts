import * as z from 'zod/mini';
import type { capabilityAccountTypes, capabilityDirections, capabilityMethods } from './capabilityValues.js';
import { institutionSchema } from './institution.js';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, currencyCodeSchema, listOf, optionalBoolean, optionalString } from './primitives.js';
import type { capabilityAvailabilities, eligibilityStatuses } from './supportedCapabilityValues.js';

export { capabilityAvailabilities, eligibilityStatuses } from './supportedCapabilityValues.js';

/** An institution on offer for a capability; `isDefault` is specific to the customer and capability. */
export const offeredInstitutionSchema = /* @__PURE__ */ z.extend(institutionSchema, { isDefault: optionalBoolean });

/**
 * Whether this customer may request the capability. The API names `eligibility` without a shape;
 * paykit assumes `{ status, reasons: [{ code, message }] }`.
 */
export const eligibilitySchema = /* @__PURE__ */ z.looseObject({
  status: /* @__PURE__ */ openEnum<typeof eligibilityStatuses>(),
  reasons: /* @__PURE__ */ listOf(/* @__PURE__ */ z.looseObject({ code: /* @__PURE__ */ z.string(), message: optionalString })),
});

/**
 * The currencies a capability moves, per direction. Not in the API description; paykit assumes
 * `{ payin: [...], payout: [...] }` because a checkout needs a ready capability and its currencies.
 */
export const capabilityCurrenciesSchema = /* @__PURE__ */ z.looseObject({
  payin: /* @__PURE__ */ listOf(currencyCodeSchema),
  payout: /* @__PURE__ */ listOf(currencyCodeSchema),
});

/** An item of the supported-capability listing: what the customer could request. */
export const supportedCapabilitySchema = /* @__PURE__ */ z.looseObject({
  id: capabilityIdSchema,
  method: /* @__PURE__ */ openEnum<typeof capabilityMethods>(),
  accountType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof capabilityAccountTypes>()),
  directions: /* @__PURE__ */ listOf(/* @__PURE__ */ openEnum<typeof capabilityDirections>()),
  availability: /* @__PURE__ */ openEnum<typeof capabilityAvailabilities>(),
  eligibility: /* @__PURE__ */ z.nullish(eligibilitySchema),
  institutions: /* @__PURE__ */ listOf(offeredInstitutionSchema),
  currencies: /* @__PURE__ */ z.nullish(capabilityCurrenciesSchema),
});

/** A supported-capability listing item. */
export type SupportedCapability = z.output<typeof supportedCapabilitySchema>;
/** An institution on offer, with `isDefault`. */
export type OfferedInstitution = z.output<typeof offeredInstitutionSchema>;
/** A capability's eligibility. */
export type CapabilityEligibility = z.output<typeof eligibilitySchema>;
/** The currencies a capability moves. */
export type CapabilityCurrencies = z.output<typeof capabilityCurrenciesSchema>;
