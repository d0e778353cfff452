import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { capabilityMethods } from './capabilityValues.js';
import { bankAccountTypes, walletNetworks } from './destinationValues.js';
import { openEnum } from './openEnum.js';
import {
  amountScaleCheck,
  amountSchema,
  capabilityIdSchema,
  countryCodeSchema,
  currencyCodeSchema,
  decimalSchema,
  idSchema,
  listOf,
  moneySchema,
  optionalString,
  optionalTimestamp,
  timestampSchema,
} from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import { accountOrigins, accountStatuses, accountTypes } from './accountValues.js';

export { accountOrigins, accountStatuses, accountTypes } from './accountValues.js';

/**
 * Deposit coordinates: bank fields (IBAN, or routing and account number) or wallet fields
 * (network and address). Null while an issued account is provisioning.
 */
export const accountDetailsSchema = z.looseObject({
  accountHolderName: optionalString,
  bankName: optionalString,
  bankAddress: z.nullish(addressSchema),
  iban: optionalString,
  bic: optionalString,
  routingNumber: optionalString,
  accountNumber: optionalString,
  accountType: z.nullish(openEnum(bankAccountTypes)),
  network: z.nullish(openEnum(walletNetworks)),
  address: optionalString,
});

/**
 * The version of an issued account's deposit coordinates: they can rotate, so always show the
 * latest read. paykit assumes `{ version, updatedAt }`.
 */
export const accountRoutingSchema = z.looseObject({
  version: z.int({ error: 'Expected the routing version as an integer' }).check(z.nonnegative()),
  updatedAt: optionalTimestamp,
});

/** A balance in one currency: what can be spent now and what is still settling. */
export const balanceSchema = z
  .looseObject({
    currency: currencyCodeSchema,
    available: amountSchema,
    pending: z.nullish(amountSchema),
    updatedAt: z.nullish(timestampSchema),
  })
  .check(z.superRefine(amountScaleCheck(['available', 'pending'])));

/**
 * Account-scoped pay-in developer fees of an issued bank account. The API does not show the
 * shape; paykit assumes a percentage (decimal string, `"0.5"` is 0.5 %) and a fixed amount.
 */
export const accountFeesSchema = z.looseObject({
  developerFeePercent: z.nullish(decimalSchema),
  developerFeeFixed: z.nullish(moneySchema),
});

/** Where an issued bank account settles: the issued wallet account that receives the funds. */
export const settlementSchema = z.looseObject({ accountId: idSchema('acc_') });

/**
 * A funding endpoint owned by the customer (`acc_…`), told apart by `origin` (issued or external)
 * and `type` (bank or wallet). Issued bank accounts have one `method` and a `settlement`; external
 * bank accounts a `methods` list; wallets a `network` and no country.
 */
export const accountSchema = z.looseObject({
  id: idSchema('acc_'),
  customerId: z.nullish(idSchema('cus_')),
  origin: openEnum(accountOrigins),
  type: openEnum(accountTypes),
  status: openEnum(accountStatuses),
  statusReason: z.nullish(statusReasonSchema),
  capabilityId: z.nullish(capabilityIdSchema),
  method: z.nullish(openEnum(capabilityMethods)),
  methods: z.nullish(z.array(openEnum(capabilityMethods))),
  country: z.nullish(countryCodeSchema),
  currency: z.nullish(currencyCodeSchema),
  network: z.nullish(openEnum(walletNetworks)),
  details: z.nullish(accountDetailsSchema),
  routing: z.nullish(accountRoutingSchema),
  balances: listOf(balanceSchema),
  fees: z.nullish(accountFeesSchema),
  settlement: z.nullish(settlementSchema),
  openTaskIds: listOf(idSchema('tsk_')),
  label: optionalString,
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
  archivedAt: optionalTimestamp,
});

/** An account. */
export type Account = z.output<typeof accountSchema>;
/** An account status. */
export type AccountStatus = Account['status'];
/** An account's deposit coordinates. */
export type AccountDetails = z.output<typeof accountDetailsSchema>;
/** An account's routing version. */
export type AccountRouting = z.output<typeof accountRoutingSchema>;
/** A balance in one currency. */
export type Balance = z.output<typeof balanceSchema>;
/** Account-scoped developer fees. */
export type AccountFees = z.output<typeof accountFeesSchema>;
