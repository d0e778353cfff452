import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import type { capabilityMethods } from './capabilityValues.js';
import type { bankAccountTypes, walletNetworks } from './destinationValues.js';
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
import type { accountOrigins, accountStatuses, accountTypes } from './accountValues.js';

export { accountOrigins, accountStatuses, accountTypes } from './accountValues.js';

/**
 * Deposit coordinates: bank fields (IBAN, or routing and account number) or wallet fields
 * (network and address). Null while an issued account is provisioning.
 */
export const accountDetailsSchema = /* @__PURE__ */ z.looseObject({
  accountHolderName: optionalString,
  bankName: optionalString,
  bankAddress: /* @__PURE__ */ z.nullish(addressSchema),
  iban: optionalString,
  bic: optionalString,
  routingNumber: optionalString,
  accountNumber: optionalString,
  accountType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof bankAccountTypes>()),
  network: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof walletNetworks>()),
  address: optionalString,
});

/**
 * The version of an issued account's deposit coordinates: they can rotate, so always show the
 * latest read. paykit assumes `{ version, updatedAt }`.
 */
export const accountRoutingSchema = /* @__PURE__ */ z.looseObject({
  version: /* @__PURE__ */ z.int({ error: 'Expected the routing version as an integer' }).check(/* @__PURE__ */ z.nonnegative()),
  updatedAt: optionalTimestamp,
});

/** A balance in one currency: what can be spent now and what is still settling. */
export const balanceSchema = /* @__PURE__ */ z
  .looseObject({
    currency: currencyCodeSchema,
    available: amountSchema,
    pending: /* @__PURE__ */ z.nullish(amountSchema),
    updatedAt: /* @__PURE__ */ z.nullish(timestampSchema),
  })
  .check(/* @__PURE__ */ z.superRefine(/* @__PURE__ */ amountScaleCheck(['available', 'pending'])));

/**
 * Account-scoped pay-in developer fees of an issued bank account. The API does not show the
 * shape; paykit assumes a percentage (decimal string, `"0.5"` is 0.5 %) and a fixed amount.
 */
export const accountFeesSchema = /* @__PURE__ */ z.looseObject({
  developerFeePercent: /* @__PURE__ */ z.nullish(decimalSchema),
  developerFeeFixed: /* @__PURE__ */ z.nullish(moneySchema),
});

/** Where an issued bank account settles: the issued wallet account that receives the funds. */
export const settlementSchema = /* @__PURE__ */ z.looseObject({ accountId: /* @__PURE__ */ idSchema('acc_') });

/**
 * A funding endpoint owned by the customer (`acc_…`), told apart by `origin` (issued or external)
 * and `type` (bank or wallet). Issued bank accounts have one `method` and a `settlement`; external
 * bank accounts a `methods` list; wallets a `network` and no country.
 */
export const accountSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('acc_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  origin: /* @__PURE__ */ openEnum<typeof accountOrigins>(),
  type: /* @__PURE__ */ openEnum<typeof accountTypes>(),
  status: /* @__PURE__ */ openEnum<typeof accountStatuses>(),
  statusReason: /* @__PURE__ */ z.nullish(statusReasonSchema),
  capabilityId: /* @__PURE__ */ z.nullish(capabilityIdSchema),
  method: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof capabilityMethods>()),
  methods: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ openEnum<typeof capabilityMethods>())),
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
  currency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
  network: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof walletNetworks>()),
  details: /* @__PURE__ */ z.nullish(accountDetailsSchema),
  routing: /* @__PURE__ */ z.nullish(accountRoutingSchema),
  balances: /* @__PURE__ */ listOf(balanceSchema),
  fees: /* @__PURE__ */ z.nullish(accountFeesSchema),
  settlement: /* @__PURE__ */ z.nullish(settlementSchema),
  openTaskIds: /* @__PURE__ */ listOf(/* @__PURE__ */ idSchema('tsk_')),
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
