/**
 * A v1 customer's rails as capability-shaped entries, so the capability views (the status panel,
 * the list, the notification banner, readiness) show a customer onboarded on v1 as it stands. The
 * rail → capability id mapping is `rails.ts`'s; what each legacy status becomes is decided here.
 */
import type { Capability } from '../schemas/capability.js';
import type { CapabilityStatusReason } from '../schemas/statusReason.js';
import type { LegacyCustomer, LegacyRailRow } from '../schemas/legacyCustomer.js';
import { capabilityIdOfRail } from './rails.js';

/** A capability entry made from a v1 rail; `legacyRail` is the row it came from. */
export type LegacyCapability = Capability & { readonly legacyRail: LegacyRailRow };

/** The v1 customer fields the view reads. */
export type LegacyRailsSource = Pick<LegacyCustomer, 'id' | 'verificationStatus' | 'rails'>;

/** Status and reason of a rail's capability entry. */
function statusOfRail(rail: LegacyRailRow, verificationStatus: string): Pick<Capability, 'status' | 'statusReason'> {
  // A rejected identity verification stops every rail, whatever each row still says.
  if (verificationStatus === 'rejected') {
    return { status: 'rejected', statusReason: { code: 'verification_rejected', resolution: 'contact_support' } };
  }
  switch (rail.status) {
    case 'ready_to_use':
      return { status: 'ready', statusReason: null };
    case 'requested':
      return rail.requiredDocuments.length > 0
        ? { status: 'restricted', statusReason: { code: 'documents_required', resolution: 'complete_tasks' } }
        : { status: 'pending', statusReason: null };
    case 'rejected': {
      const reason: CapabilityStatusReason = { code: rail.reason?.code ?? 'rejected', resolution: 'none' };
      return { status: 'rejected', statusReason: reason };
    }
    default:
      // A status v1 may add later: never ready until the kit knows what it means.
      return { status: 'pending', statusReason: null };
  }
}

/**
 * The capability entries of a v1 customer's rails: `ready_to_use` → `ready`; `requested` →
 * `pending`, or `restricted` (resolution `complete_tasks`, code `documents_required`) while
 * documents are requested; `rejected` → `rejected` (the rail's reason code, resolution `none`);
 * an unknown status → `pending`. A rejected identity verification makes every entry `rejected`
 * (code `verification_rejected`, resolution `contact_support`). A rail with no capability id
 * (not `<network>_<pooled|named>`) is left out, and so is a second row of the same capability.
 *
 * @example
 * capabilityViewOfRails({ id: 'cus_1', verificationStatus: 'approved', rails: [fedwireNamedReady] });
 * // [{ id: 'wire_named', method: 'wire', accountType: 'named', status: 'ready', legacyRail: fedwireNamedReady, … }]
 */
export function capabilityViewOfRails(customer: LegacyRailsSource): LegacyCapability[] {
  const entries = new Map<string, LegacyCapability>();
  for (const rail of customer.rails) {
    const id = capabilityIdOfRail(rail.rail);
    if (id === undefined || entries.has(id)) continue;
    const split = id.lastIndexOf('_');
    entries.set(id, {
      id,
      customerId: customer.id,
      method: id.slice(0, split),
      accountType: id.slice(split + 1),
      // v1 does not say which ways a rail moves money.
      directions: [],
      accountProvisioning: null,
      ...statusOfRail(rail, customer.verificationStatus),
      openTaskIds: [],
      applications: [],
      submittedAt: rail.createdAt ?? null,
      createdAt: rail.createdAt ?? null,
      updatedAt: rail.updatedAt ?? null,
      legacyRail: rail,
    });
  }
  return [...entries.values()];
}

/**
 * The customer's v3 capabilities with its v1 rails merged in: a v3 capability wins over the rail
 * that maps to it (one customer in both interfaces, so they agree, and v3 says more), and a rail
 * with no v3 capability is added after them as {@link capabilityViewOfRails} makes it.
 */
export function withLegacyRails(capabilities: readonly Capability[], customer: LegacyRailsSource | null | undefined): Capability[] {
  if (!customer) return [...capabilities];
  const held = new Set(capabilities.map((capability) => capability.id));
  return [...capabilities, ...capabilityViewOfRails(customer).filter((entry) => !held.has(entry.id))];
}
