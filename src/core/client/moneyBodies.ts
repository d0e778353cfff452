/**
 * Bodies the kit sends to hold and move money: accounts, recipients and their destinations,
 * sweep rules, quotes and transfers. None names a customer: the merchant's proxy binds it.
 * Where the API description leaves a body unstated, the shape mirrors the resource's schema.
 */
import type { Account, Recipient, Rule } from '../schemas/index.js';
import type { AddressInput, MergePatch } from './requestBodies.js';

/** Bank coordinates of an external bank account. */
export interface ExternalBankDetails {
  accountHolderName: string;
  bankName?: string;
  iban?: string;
  bic?: string;
  routingNumber?: string;
  accountNumber?: string;
  /** e.g. `checking`, `savings`. */
  accountType?: string;
  /** ISO 3166-1 alpha-2; when given, it must be the account's `country`. */
  country?: string;
}

/** An issued bank account: one method, settling into an issued wallet account. */
export interface CreateIssuedBankAccountBody {
  origin: 'issued';
  type: 'bank';
  /** The payment method, e.g. `ach`; its capability must be ready. */
  method: string;
  /** The capability it is provisioned under, e.g. `ach_pooled`. */
  capabilityId?: string;
  /** ISO 3166-1 alpha-2; defaulted per method when omitted. */
  country?: string;
  /** The issued wallet account that receives settled funds. */
  settlement: { accountId: string };
  label?: string;
}

/** An issued wallet account. */
export interface CreateIssuedWalletAccountBody {
  origin: 'issued';
  type: 'wallet';
  /** The stablecoin it holds, e.g. `USDC`. */
  currency: string;
  /** e.g. `polygon`, `base`; the platform picks one when omitted. */
  network?: string;
  label?: string;
}

/** An external bank account the customer registers. */
export interface CreateExternalBankAccountBody {
  origin: 'external';
  type: 'bank';
  /** Receiving methods, e.g. `['ach', 'wire']`; a sending method is refused. */
  methods: readonly string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  currency?: string;
  details: ExternalBankDetails;
  label?: string;
}

/** An external wallet the customer registers. Wallets carry no country. */
export interface CreateExternalWalletAccountBody {
  origin: 'external';
  type: 'wallet';
  /** The stablecoin it receives, e.g. `USDC`. */
  currency: string;
  details: { network: string; address: string };
  label?: string;
}

/** Body of `createAccount`, told apart by `origin` and `type`. */
export type CreateAccountBody =
  CreateIssuedBankAccountBody | CreateIssuedWalletAccountBody | CreateExternalBankAccountBody | CreateExternalWalletAccountBody;

/** Body of `updateAccount`: a merge document of the fields a customer may change. */
export type UpdateAccountBody = MergePatch<Pick<Account, 'label'>>;

/** Fields every recipient has. */
/** The fields every recipient body shares. */
export interface RecipientBodyBase {
  /** How the recipient relates to the customer, e.g. `vendor`, `family`. */
  relationship: string;
  email?: string;
  phone?: string;
  address?: AddressInput;
  label?: string;
  /** Merchant correlation reference, filterable on the list. */
  externalId?: string;
}

/** Body of `createRecipient`: a third-party individual (names required) or business. */
export type CreateRecipientBody =
  | (RecipientBodyBase & { type: 'individual'; firstName: string; lastName: string })
  | (RecipientBodyBase & { type: 'business'; companyName: string; businessIndustry?: string });

/** Body of `updateRecipient`: a merge document. */
export type UpdateRecipientBody = MergePatch<
  Pick<
    Recipient,
    'relationship' | 'firstName' | 'lastName' | 'companyName' | 'businessIndustry' | 'email' | 'phone' | 'address' | 'label' | 'externalId'
  >
>;

/** Body of `createDestination`, by payout method. */
export type CreateDestinationBody =
  | {
      type: 'ach';
      currency: string;
      details: {
        routingNumber: string;
        accountNumber: string;
        accountType?: string;
        bankName?: string;
        accountHolderName: string;
        country?: string;
      };
    }
  | {
      type: 'wire';
      currency: string;
      details: {
        routingNumber?: string;
        bic?: string;
        accountNumber: string;
        bankName?: string;
        bankAddress?: AddressInput;
        accountHolderName: string;
        country?: string;
      };
    }
  | { type: 'sepa'; currency: string; details: { iban: string; bic?: string; accountHolderName?: string } }
  | {
      type: 'wallet';
      currency: string;
      details: { network: string; address: string };
      /** Who controls the wallet, e.g. `{ type: 'self_custodied' }`. */
      ownership?: { type: string };
    };

/** Body of `createRule`: sweep what arrives on an issued wallet account. */
export interface CreateRuleBody {
  sourceAccountId: string;
  /** Another account (`acc_…`) or a wallet destination (`dst_…`). */
  target: { type: 'account' | 'destination'; id: string };
  /** Only funds in this currency; all when omitted. */
  currency?: string;
}

/** Body of `updateRule`: a merge document. */
export type UpdateRuleBody = MergePatch<Pick<Rule, 'status' | 'currency'>> & {
  target?: CreateRuleBody['target'];
};

/** The side of a quote whose amount is fixed. */
export interface FixedQuoteSide {
  currency: string;
  /** Decimal string in major units, e.g. `"100.00"`. */
  amount: string;
}

/** The side of a quote whose amount the API works out. */
export interface OpenQuoteSide {
  currency: string;
  amount?: undefined;
}

/** Body of `createQuote`; the amount is fixed on exactly one side. */
export type CreateQuoteBody = {
  /** The ready capability the quote is priced against. */
  capabilityId: string;
  /** A recipient destination (`dst_…`), or one of the customer's own accounts (`acc_…`). */
  destinationId: string;
  externalId?: string;
} & ({ in: FixedQuoteSide; out: OpenQuoteSide } | { in: OpenQuoteSide; out: FixedQuoteSide });

/** Body of `createTransfer`: execute a quote. */
export interface CreateTransferBody {
  quoteId: string;
  /** Pre-selects a method in a card capability's hosted checkout; open enum. */
  checkoutMethod?: 'card' | 'apple_pay' | 'google_pay' | 'cash_app' | 'sepa' | 'blik' | (string & {});
  /** Absolute HTTPS URL opened after a checkout that supports return navigation. */
  redirectUrl?: string;
  /** 1 to 255 characters; need not be unique. */
  externalId?: string;
  /** 1 to 140 characters. */
  memo?: string;
  /** At most 10 `doc_…` ids uploaded for this customer. */
  supportingDocuments?: readonly string[];
}
