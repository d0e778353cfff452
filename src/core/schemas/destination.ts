import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, currencyCodeSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import type { bankAccountTypes, destinationStatuses, destinationTypes, walletNetworks, walletOwnershipTypes } from './destinationValues.js';

export { bankAccountTypes, destinationStatuses, destinationTypes, walletNetworks, walletOwnershipTypes } from './destinationValues.js';

/** ACH details. */
export const achDetailsSchema = /* @__PURE__ */ z.looseObject({
  routingNumber: optionalString,
  accountNumber: optionalString,
  accountType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof bankAccountTypes>()),
  bankName: optionalString,
  accountHolderName: optionalString,
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
});

/**
 * Wire details. The API leaves them unstated; paykit assumes a domestic routing number or an
 * international SWIFT/BIC, the account number, the bank's name and address, the holder and country.
 */
export const wireDetailsSchema = /* @__PURE__ */ z.looseObject({
  routingNumber: optionalString,
  bic: optionalString,
  accountNumber: optionalString,
  bankName: optionalString,
  bankAddress: /* @__PURE__ */ z.nullish(addressSchema),
  accountHolderName: optionalString,
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
});

/** SEPA details: an IBAN and an optional BIC. */
export const sepaDetailsSchema = /* @__PURE__ */ z.looseObject({
  iban: optionalString,
  bic: optionalString,
  accountHolderName: optionalString,
});

/** Wallet details: a network and an address. */
export const walletDetailsSchema = /* @__PURE__ */ z.looseObject({
  network: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof walletNetworks>()),
  address: optionalString,
});

/**
 * The details of any destination: every method's fields, all optional, because the method set is
 * open and a read may mask parts. Branch on the destination's `type` to pick the fields to show.
 */
export const destinationDetailsSchema = /* @__PURE__ */ z.looseObject({
  ...achDetailsSchema.shape,
  ...wireDetailsSchema.shape,
  ...sepaDetailsSchema.shape,
  ...walletDetailsSchema.shape,
});

/** A recipient's bank or wallet endpoint (`dst_…`). */
export const destinationSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('dst_'),
  recipientId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('rcp_')),
  type: /* @__PURE__ */ openEnum<typeof destinationTypes>(),
  currency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
  status: /* @__PURE__ */ openEnum<typeof destinationStatuses>(),
  statusReason: /* @__PURE__ */ z.nullish(statusReasonSchema),
  ownership: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ openEnum<typeof walletOwnershipTypes>() })),
  details: /* @__PURE__ */ z.nullish(destinationDetailsSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  archivedAt: optionalTimestamp,
});

/** A destination. */
export type Destination = z.output<typeof destinationSchema>;
/** A destination's details, all methods' fields together. */
export type DestinationDetails = z.output<typeof destinationDetailsSchema>;
/** ACH details. */
export type AchDetails = z.output<typeof achDetailsSchema>;
/** Wire details. */
export type WireDetails = z.output<typeof wireDetailsSchema>;
/** SEPA details. */
export type SepaDetails = z.output<typeof sepaDetailsSchema>;
/** Wallet details. */
export type WalletDetails = z.output<typeof walletDetailsSchema>;
/** A wallet network. */
export type WalletNetwork = NonNullable<WalletDetails['network']>;
