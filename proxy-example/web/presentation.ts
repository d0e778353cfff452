import type { Tone } from '../../src/components/index.js';
import type { Capability, Customer } from '../../src/index.js';

/** The page's words for capability statuses; unknown (newer) statuses read as their own words. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  restricted: 'Action needed',
  ready: 'Ready',
  rejected: 'Rejected',
  canceled: 'Canceled',
};

const STATUS_TONES: Record<string, Tone> = {
  pending: 'info',
  restricted: 'warning',
  ready: 'success',
  rejected: 'danger',
  canceled: 'neutral',
};

const METHOD_LABELS: Record<string, string> = {
  ach: 'ACH',
  wire: 'Wire',
  rtp: 'RTP',
  pix: 'Pix',
  sepa: 'SEPA',
  swift: 'SWIFT',
  spei: 'SPEI',
  pse: 'PSE',
  transfers_3_0: 'Transfers 3.0',
  faster_payments: 'Faster Payments',
  sepa_instant: 'SEPA Instant',
  uaefts: 'UAEFTS',
  card: 'Card payments',
  stablecoin_transfers: 'Stablecoin transfers',
};

/** `some_value` → `Some value`. */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The badge text of a capability status. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
}

/** The badge tone of a capability status; neutral for one the page does not know. */
export function statusTone(status: string): Tone {
  return STATUS_TONES[status] ?? 'neutral';
}

/** A capability's name: its method, and its account type when it has one ("ACH, pooled account"). */
export function capabilityLabel(capability: Pick<Capability, 'id' | 'method' | 'accountType'>): string {
  const method = METHOD_LABELS[capability.method] ?? humanize(capability.method || capability.id);
  return capability.accountType ? `${method}, ${capability.accountType} account` : method;
}

/** "Pay-ins and payouts", "Pay-ins only", "Payouts only", or nothing for no direction. */
export function directionsLabel(directions: readonly string[]): string | null {
  const payin = directions.includes('payin');
  const payout = directions.includes('payout');
  if (payin && payout) return 'Pay-ins and payouts';
  if (payin) return 'Pay-ins only';
  if (payout) return 'Payouts only';
  return null;
}

/** The name a person knows the customer by: the person's name or the business's trading name. */
export function customerName(customer: Customer): string {
  const person = [customer.individual?.firstName, customer.individual?.lastName].filter(Boolean).join(' ');
  if (person) return person;
  const business = customer.business?.doingBusinessAs ?? customer.business?.legalName;
  return business ?? 'New customer';
}

/** "Individual", "Business", or the type's own words. */
export function customerTypeLabel(type: string): string {
  return type === 'individual' ? 'Individual' : type === 'business' ? 'Business' : humanize(type);
}
