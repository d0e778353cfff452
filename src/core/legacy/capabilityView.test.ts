import { describe, expect, it } from 'vitest';
import type { Capability } from '../schemas/capability.js';
import type { LegacyRailRow } from '../schemas/legacyCustomer.js';
import { capabilityViewOfRails, withLegacyRails } from './capabilityView.js';

const rail = (name: string, status: string, extra: Partial<LegacyRailRow> = {}): LegacyRailRow => ({
  id: `cfr_${name.replace(/_/g, '')}`,
  rail: name,
  status,
  reason: null,
  requiredDocuments: [],
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-02T12:00:00.000Z',
  ...extra,
});

const customer = (rails: LegacyRailRow[], verificationStatus = 'approved') => ({ id: 'cus_1', verificationStatus, rails });

const statusOf = (rails: LegacyRailRow[], verificationStatus?: string) =>
  capabilityViewOfRails(customer(rails, verificationStatus)).map(({ id, status, statusReason }) => ({ id, status, statusReason }));

describe('given a v1 customer with rails', () => {
  it('should map each rail to its capability, fedwire to wire, with the rail it came from', () => {
    const fedwire = rail('fedwire_named', 'ready_to_use');
    const [entry] = capabilityViewOfRails(customer([fedwire]));
    expect(entry).toEqual({
      id: 'wire_named',
      customerId: 'cus_1',
      method: 'wire',
      accountType: 'named',
      directions: [],
      accountProvisioning: null,
      status: 'ready',
      statusReason: null,
      openTaskIds: [],
      applications: [],
      submittedAt: '2026-05-01T12:00:00.000Z',
      createdAt: '2026-05-01T12:00:00.000Z',
      updatedAt: '2026-05-02T12:00:00.000Z',
      legacyRail: fedwire,
    });
  });

  it('should say ready, pending, restricted while documents are asked for, and rejected with the rail’s reason', () => {
    expect(
      statusOf([
        rail('ach_pooled', 'ready_to_use'),
        rail('sepa_pooled', 'requested'),
        rail('ach_named', 'requested', { requiredDocuments: ['bank_statement'] }),
        rail('pix_pooled', 'rejected', { reason: { code: 'risk_declined', message: 'Declined by risk' } }),
        rail('sepa_named', 'rejected'),
      ]),
    ).toEqual([
      { id: 'ach_pooled', status: 'ready', statusReason: null },
      { id: 'sepa_pooled', status: 'pending', statusReason: null },
      { id: 'ach_named', status: 'restricted', statusReason: { code: 'documents_required', resolution: 'complete_tasks' } },
      { id: 'pix_pooled', status: 'rejected', statusReason: { code: 'risk_declined', resolution: 'none' } },
      { id: 'sepa_named', status: 'rejected', statusReason: { code: 'rejected', resolution: 'none' } },
    ]);
  });

  it('should never call a rail of an unknown status ready', () => {
    expect(statusOf([rail('ach_pooled', 'suspended')])).toEqual([{ id: 'ach_pooled', status: 'pending', statusReason: null }]);
  });

  it('should reject every rail, ready ones included, once the identity verification is rejected', () => {
    const reason = { code: 'verification_rejected', resolution: 'contact_support' };
    expect(statusOf([rail('ach_pooled', 'ready_to_use'), rail('sepa_pooled', 'requested')], 'rejected')).toEqual([
      { id: 'ach_pooled', status: 'rejected', statusReason: reason },
      { id: 'sepa_pooled', status: 'rejected', statusReason: reason },
    ]);
  });

  it('should keep the rails’ own status while the verification is pending, not started or unknown', () => {
    for (const verification of ['pending', 'not_started', 'on_hold']) {
      expect(statusOf([rail('ach_pooled', 'ready_to_use')], verification)).toEqual([
        { id: 'ach_pooled', status: 'ready', statusReason: null },
      ]);
    }
  });

  it('should leave out a rail with no capability id and a second row of the same capability', () => {
    expect(statusOf([rail('card', 'ready_to_use'), rail('ach_pooled', 'requested'), rail('ach_pooled', 'ready_to_use')])).toEqual([
      { id: 'ach_pooled', status: 'pending', statusReason: null },
    ]);
  });
});

describe('given v3 capabilities and v1 rails of the same customer', () => {
  const v3 = (id: string, status: string) => ({ id, status, method: id.split('_')[0] }) as unknown as Capability;

  it('should keep the v3 capability over its rail and add the rails v3 does not list, after them', () => {
    const merged = withLegacyRails(
      [v3('ach_pooled', 'ready'), v3('card', 'pending')],
      customer([rail('ach_pooled', 'requested'), rail('fedwire_pooled', 'ready_to_use')]),
    );
    expect(merged.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 'ach_pooled', status: 'ready' },
      { id: 'card', status: 'pending' },
      { id: 'wire_pooled', status: 'ready' },
    ]);
  });

  it('should give the v3 capabilities unchanged without a v1 customer', () => {
    const capabilities = [v3('ach_pooled', 'ready')];
    expect(withLegacyRails(capabilities, null)).toEqual(capabilities);
    expect(withLegacyRails([], customer([]))).toEqual([]);
  });
});
