import type { AccountDetails } from '../../../../../core/schemas/index.js';
import { findInstitution } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { customersOf } from '../../customers/store.js';
import { clabeCheckDigit, ibanCheckDigits } from '../bankRules.js';
import { accountsOf, type AccountRecord } from '../store.js';
import { digitsFrom } from '../../../seededDigits.js';

/** Deposit coordinates an issued account shows once ready; bank fields vary by method. */
export type IssuedDetails = AccountDetails & Record<string, unknown>;

/** Fixed routing codes of the institutions the fake issues accounts at. */
const US_ROUTING_NUMBERS: Record<string, string> = { inst_lead_bank: '101019644', inst_cross_river: '021214891' };
const SEPA_BANK_CODES: Record<string, Record<string, string>> = {
  inst_banking_circle: { DE: '20220800', NL: 'BCIR' },
  inst_modulr: { DE: '10011001', NL: 'MODR' },
};

function hexFrom(seed: string, length: number): string {
  return digitsFrom(seed, length * 2)
    .match(/\d{2}/g)!
    .map((pair) => (Number(pair) % 16).toString(16))
    .join('')
    .slice(0, length);
}

/** The name deposits are addressed to: the person's first and last name, or the business's legal name. */
export function accountHolderNameOf(partition: Partition, customerId: string): string {
  const customer = customersOf(partition).get(customerId);
  const personal = [customer?.individual?.firstName, customer?.individual?.lastName].filter(Boolean).join(' ');
  return personal || customer?.business?.legalName || customer?.business?.doingBusinessAs || `Customer ${customerId}`;
}

function bankDetails(account: AccountRecord, holder: string, seed: string): IssuedDetails {
  const institution = account._institutionId ? findInstitution(account._institutionId) : undefined;
  const bankName = institution?.name ?? 'Paykit Sandbox Bank';
  const bic = institution?.bic ?? 'PKSBUS33';
  const country = account.country ?? 'US';
  switch (account.method) {
    case 'sepa': {
      const bankCode = SEPA_BANK_CODES[account._institutionId ?? '']?.[country] ?? (country === 'NL' ? 'PKSB' : '10000000');
      const bban = `${bankCode}${digitsFrom(seed, 10)}`;
      return { accountHolderName: holder, bankName, iban: `${country}${ibanCheckDigits(country, bban)}${bban}`, bic };
    }
    case 'faster_payments': {
      const sortCode = '040075';
      const accountNumber = digitsFrom(seed, 8);
      const bban = `MODR${sortCode}${accountNumber}`;
      return { accountHolderName: holder, bankName, sortCode, accountNumber, iban: `GB${ibanCheckDigits('GB', bban)}${bban}`, bic };
    }
    case 'pix': {
      const hex = hexFrom(seed, 32);
      const pixKey = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
      return { accountHolderName: holder, bankName, bankCode: '125', branchCode: '0001', accountNumber: digitsFrom(seed, 10), pixKey };
    }
    case 'spei': {
      const firstSeventeen = `646180${digitsFrom(seed, 11)}`;
      return { accountHolderName: holder, bankName, clabe: `${firstSeventeen}${clabeCheckDigit(firstSeventeen)}` };
    }
    default:
      return {
        accountHolderName: holder,
        bankName,
        routingNumber: US_ROUTING_NUMBERS[account._institutionId ?? ''] ?? '101019644',
        accountNumber: digitsFrom(seed, 12),
        accountType: 'checking',
      };
  }
}

/**
 * The coordinates of an issued account at routing `version`: bank coordinates by method (ACH and
 * wire: routing and account number; SEPA: IBAN and BIC; Faster Payments: sort code, account number
 * and IBAN; PIX: branch, account and key; SPEI: CLABE), or a wallet's network and address.
 * Deterministic: they derive from the seeded account id and the version.
 */
export function issueCoordinates(partition: Partition, account: AccountRecord, version: number): IssuedDetails {
  const seed = `${account.id}:v${version}`;
  if (account.type === 'wallet') return { network: account.network ?? 'polygon', address: `0x${hexFrom(seed, 40)}` };
  return bankDetails(account, accountHolderNameOf(partition, account.customerId), seed);
}

/**
 * Rotates the deposit coordinates of a ready issued account: new details, `routing.version` + 1,
 * `routing.updatedAt` now. Clients must always use the latest read, as the API warns.
 *
 * @returns the updated account record
 * @throws {ApiProblem} 404 account_not_found, or 409 account_not_ready for an account that is
 * external or not ready
 * @example
 * rotateAccountRouting(platform.core.partition('acme', 'sandbox'), 'acc_123', platform.core.nowIso());
 */
export function rotateAccountRouting(partition: Partition, accountId: string, nowIso: string): AccountRecord {
  const account = accountsOf(partition).get(accountId);
  if (!account)
    throw new ApiProblem({
      status: 404,
      code: 'account_not_found',
      detail: `No account ${accountId} in this environment.`,
      retryable: false,
    });
  if (account.origin !== 'issued' || account.status !== 'ready' || !account.routing) {
    throw new ApiProblem({
      status: 409,
      code: 'account_not_ready',
      detail: `Account ${accountId} is not a ready issued account; only those have routing to rotate.`,
      retryable: false,
    });
  }
  const version = account.routing.version + 1;
  account.details = issueCoordinates(partition, account, version);
  account.routing = { version, updatedAt: nowIso };
  account.updatedAt = nowIso;
  return account;
}
