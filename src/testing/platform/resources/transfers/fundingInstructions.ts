import type { BankTransferInstructions, TransferInstructions } from '../../../../core/schemas/index.js';
import { findCatalogCapability, findInstitution, type CatalogInstitution } from '../../catalog/index.js';
import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { ibanCheckDigits } from '../money/bankRules.js';
import { accountsOfCustomer } from '../money/store.js';
import { findCapability } from '../onboarding/store.js';
import type { TransferRecord } from './store.js';
import { digitsFrom } from '../../seededDigits.js';

const POOLED_HOLDER = 'Payments Platform pooled client funds';
const US_ROUTING_NUMBERS: Readonly<Record<string, string>> = { inst_lead_bank: '101019644', inst_cross_river: '021214891' };

/** The pooled collection account of `institution` for `method`: bank coordinates by method. */
function pooledCoordinates(
  method: string,
  institution: CatalogInstitution | undefined,
): Omit<BankTransferInstructions, 'reference'> & Record<string, unknown> {
  const seed = `${institution?.id ?? 'pooled'}:${method}`;
  const common = {
    method,
    accountHolderName: POOLED_HOLDER,
    bankName: institution?.name ?? 'Payments Platform Bank',
    bic: institution?.bic ?? null,
    country: institution?.country ?? null,
  };
  switch (method) {
    case 'sepa': {
      const bban = `${digitsFrom(`${seed}:blz`, 8)}${digitsFrom(seed, 10)}`;
      return { ...common, iban: `DE${ibanCheckDigits('DE', bban)}${bban}`, country: 'DE' };
    }
    case 'faster_payments': {
      const sortCode = '040075';
      const accountNumber = digitsFrom(seed, 8);
      const bban = `MODR${sortCode}${accountNumber}`;
      return { ...common, sortCode, accountNumber, iban: `GB${ibanCheckDigits('GB', bban)}${bban}` };
    }
    case 'ach':
    case 'wire':
      return { ...common, routingNumber: US_ROUTING_NUMBERS[institution?.id ?? ''] ?? '101019644', accountNumber: digitsFrom(seed, 12) };
    default:
      return { ...common, accountNumber: digitsFrom(seed, 12) };
  }
}

/**
 * Bank coordinates for a fiat pay-in: the customer's own ready issued bank account under the
 * quoted capability when there is one (a virtual account), otherwise the pooled collection account
 * of the capability's institution. Either way the payer quotes `reference`.
 */
function bankTransferOf(partition: Partition, transfer: TransferRecord, reference: string): BankTransferInstructions {
  const capabilityId = transfer.capabilityId ?? '';
  const method = findCatalogCapability(capabilityId)?.method ?? capabilityId;
  const issued = accountsOfCustomer(partition, transfer.customerId).find(
    (account) =>
      account.origin === 'issued' &&
      account.type === 'bank' &&
      account.capabilityId === capabilityId &&
      account.status === 'ready' &&
      !!account.details,
  );
  if (issued?.details) {
    const { accountHolderName, bankName, bankAddress, iban, bic, routingNumber, accountNumber } = issued.details;
    return {
      method,
      reference,
      accountHolderName,
      bankName,
      bankAddress,
      iban,
      bic,
      routingNumber,
      accountNumber,
      country: issued.country ?? null,
    };
  }
  const application = findCapability(partition, transfer.customerId, capabilityId)?.applications?.find(
    (candidate) => candidate.institution?.id,
  );
  const institution = findInstitution(application?.institution?.id ?? findCatalogCapability(capabilityId)?.institutionIds[0] ?? '');
  return { ...pooledCoordinates(method, institution), reference };
}

function hexAddress(platform: PlatformCore): string {
  return `0x${[...platform.ids.token(40)].map((char) => (char.charCodeAt(0) % 16).toString(16)).join('')}`;
}

/**
 * How to fund a deposit-funded transfer, fixed at creation: bank coordinates with a reference
 * code for a bank pay-in, or a deposit address on the destination wallet's network for a
 * stablecoin move into the customer's own wallet. Payouts (funded from the wallet) and card
 * pay-ins (paid through the hosted checkout) have none.
 */
export function buildFundingInstructions(
  env: { platform: PlatformCore; partition: Partition },
  transfer: TransferRecord,
  network: string | null,
  deadlineIso: string,
): TransferInstructions | undefined {
  const base = {
    transferId: transfer.id,
    amount: { amount: transfer.in.amount ?? '0', currency: transfer.in.currency },
    expiresAt: deadlineIso,
  };
  if (transfer._funding === 'bank_deposit') {
    const reference = `PK${env.platform.ids.token(10).toUpperCase()}`;
    return { ...base, type: 'bank_transfer', bankTransfer: bankTransferOf(env.partition, transfer, reference), depositAddress: null };
  }
  if (transfer._funding === 'wallet_deposit') {
    return {
      ...base,
      type: 'deposit_address',
      bankTransfer: null,
      depositAddress: { network: network ?? 'polygon', address: hexAddress(env.platform), currency: transfer.in.currency, memo: null },
    };
  }
  return undefined;
}
