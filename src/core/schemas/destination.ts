import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, currencyCodeSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import { bankAccountTypes, destinationStatuses, destinationTypes, walletNetworks, walletOwnershipTypes } from './destinationValues.js';

export { bankAccountTypes, destinationStatuses, destinationTypes, walletNetworks, walletOwnershipTypes } from './destinationValues.js';

/** ACH details. */
export const achDetailsSchema = z.looseObject({
  routingNumber: optionalString,
  accountNumber: optionalString,
  accountType: z.nullish(openEnum(bankAccountTypes)),
  bankName: optionalString,
  accountHolderName: optionalString,
  country: z.nullish(countryCodeSchema),
});

/**
 * Wire details. The API leaves them unstated; paykit assumes a domestic routing number or an
 * international SWIFT/BIC, the account number, the bank's name and address, the holder and country.
 */
export const wireDetailsSchema = z.looseObject({
  routingNumber: optionalString,
  bic: optionalString,
  accountNumber: optionalString,
  bankName: optionalString,
  bankAddress: z.nullish(addressSchema),
  accountHolderName: optionalString,
  country: z.nullish(countryCodeSchema),
});

/** SEPA details: an IBAN and an optional BIC. */
export const sepaDetailsSchema = z.looseObject({
  iban: optionalString,
  bic: optionalString,
  accountHolderName: optionalString,
});

/** Wallet details: a network and an address. */
export const walletDetailsSchema = z.looseObject({
  network: z.nullish(openEnum(walletNetworks)),
  address: optionalString,
});

/**
 * The details of any destination: every method's fields, all optional, because the method set is
 * open and a read may mask parts. Branch on the destination's `type` to pick the fields to show.
 */
export const destinationDetailsSchema = z.looseObject({
  ...achDetailsSchema.shape,
  ...wireDetailsSchema.shape,
  ...sepaDetailsSchema.shape,
  ...walletDetailsSchema.shape,
});

/** A recipient's bank or wallet endpoint (`dst_…`). */
export const destinationSchema = z.looseObject({
  id: idSchema('dst_'),
  recipientId: z.nullish(idSchema('rcp_')),
  type: openEnum(destinationTypes),
  currency: z.nullish(currencyCodeSchema),
  status: openEnum(destinationStatuses),
  statusReason: z.nullish(statusReasonSchema),
  ownership: z.nullish(z.looseObject({ type: openEnum(walletOwnershipTypes) })),
  details: z.nullish(destinationDetailsSchema),
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
