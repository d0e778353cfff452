import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import type { capabilityMethods } from './capabilityValues.js';
import type { walletNetworks } from './destinationValues.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, currencyCodeSchema, idSchema, moneySchema, optionalString, optionalTimestamp } from './primitives.js';
import type { transferInstructionTypes } from './transferInstructionsValues.js';

export { transferInstructionTypes } from './transferInstructionsValues.js';

/** Bank coordinates to pay into, with the reference code the payer must quote. */
export const bankTransferInstructionsSchema = /* @__PURE__ */ z.looseObject({
  method: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof capabilityMethods>()),
  reference: /* @__PURE__ */ z.string({ error: 'Expected the payment reference code as a string' }),
  accountHolderName: optionalString,
  bankName: optionalString,
  bankAddress: /* @__PURE__ */ z.nullish(addressSchema),
  iban: optionalString,
  bic: optionalString,
  routingNumber: optionalString,
  accountNumber: optionalString,
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
});

/** A blockchain address to send stablecoins to. */
export const depositAddressInstructionsSchema = /* @__PURE__ */ z.looseObject({
  network: /* @__PURE__ */ openEnum<typeof walletNetworks>(),
  address: /* @__PURE__ */ z.string({ error: 'Expected the deposit address as a string' }),
  currency: /* @__PURE__ */ z.nullish(currencyCodeSchema),
  memo: optionalString,
  /**
   * The token to send, when the API names it (not shown in the description; paykit reads this
   * field): the contract on an EVM network, the mint on Solana, the asset issuer on Stellar. It
   * lets the QR code carry a payment request (EIP-681, Solana Pay, SEP-7); without it the QR code
   * carries the bare address.
   */
  tokenAddress: optionalString,
  /** The token's decimals on that network (an EIP-681 amount is in base units). */
  tokenDecimals: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number()),
});

/**
 * How to fund an `awaiting_funds` transfer. The API names "bank coordinates with a reference
 * code, or a deposit address" without a shape; paykit assumes a `type` tag with the matching
 * payload beside it (`bankTransfer` or `depositAddress`), so an unknown future type still parses
 * and the payload of a known type is required.
 */
export const transferInstructionsSchema = /* @__PURE__ */ z
  .looseObject({
    transferId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('tr_')),
    type: /* @__PURE__ */ openEnum<typeof transferInstructionTypes>(),
    amount: /* @__PURE__ */ z.nullish(moneySchema),
    expiresAt: optionalTimestamp,
    bankTransfer: /* @__PURE__ */ z.nullish(bankTransferInstructionsSchema),
    depositAddress: /* @__PURE__ */ z.nullish(depositAddressInstructionsSchema),
  })
  .check(
    /* @__PURE__ */ z.superRefine((value, ctx) => {
      if (value.type === 'bank_transfer' && !value.bankTransfer) {
        ctx.addIssue({ code: 'custom', path: ['bankTransfer'], message: 'Expected bankTransfer coordinates for type "bank_transfer"' });
      }
      if (value.type === 'deposit_address' && !value.depositAddress) {
        ctx.addIssue({ code: 'custom', path: ['depositAddress'], message: 'Expected depositAddress for type "deposit_address"' });
      }
    }),
  );

/** Funding instructions of a transfer. */
export type TransferInstructions = z.output<typeof transferInstructionsSchema>;
/** Bank coordinates with a reference code. */
export type BankTransferInstructions = z.output<typeof bankTransferInstructionsSchema>;
/** A deposit address. */
export type DepositAddressInstructions = z.output<typeof depositAddressInstructionsSchema>;
