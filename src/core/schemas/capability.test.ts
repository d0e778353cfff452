import { describe, expect, it } from 'vitest';
import { applicationSchema } from './application.js';
import { capabilitySchema } from './capability.js';
import { supportedCapabilitySchema } from './supportedCapability.js';

const application = {
  id: 'apl_3Fh8Qz',
  institution: { id: 'inst_lead_bank', name: 'Lead Bank', bic: 'LEADUS44' },
  status: 'action_required',
  statusReason: { code: 'documents_required', message: 'Upload proof of address.', actor: 'customer', retryable: false },
  openTaskIds: ['tsk_P0a1'],
  submittedAt: '2026-04-01T10:00:00.000Z',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-02T08:30:00.000Z',
};

const capability = {
  id: 'ach_pooled',
  customerId: 'cus_8Jd2kqLm4X',
  method: 'ach',
  accountType: 'pooled',
  directions: ['payin', 'payout'],
  accountProvisioning: 'not_applicable',
  status: 'restricted',
  statusReason: { code: 'tasks_open', resolution: 'complete_tasks', message: 'Complete the open tasks.' },
  openTaskIds: ['tsk_P0a1', 'tsk_Q9b2'],
  applications: [application],
  submittedAt: '2026-04-01T10:00:00.000Z',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-02T08:30:00.000Z',
};

const stablecoin = {
  id: 'stablecoin_transfers',
  method: 'stablecoin_transfers',
  accountType: null,
  directions: ['payin', 'payout'],
  status: 'ready',
  statusReason: null,
  openTaskIds: [],
  applications: [],
};

const supported = {
  id: 'card',
  method: 'card',
  accountType: null,
  directions: ['payin'],
  availability: 'beta',
  eligibility: { status: 'eligible', reasons: [] },
  institutions: [{ id: 'inst_acquirer_1', name: 'Acquirer One', isDefault: true }],
  currencies: { payin: ['USD', 'EUR'], payout: [] },
};

describe('given realistic capabilities', () => {
  it.each([
    ['a restricted bank capability with an application', capability],
    ['an auto-granted stablecoin capability', stablecoin],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(capabilitySchema.parse(payload)).toEqual(payload);
  });

  it('should parse an application and a supported capability unchanged', () => {
    expect(applicationSchema.parse(application)).toEqual(application);
    expect(supportedCapabilitySchema.parse(supported)).toEqual(supported);
  });

  it('should read absent task ids and applications as empty lists', () => {
    const parsed = capabilitySchema.parse({ id: 'card', method: 'card', status: 'pending' });
    expect(parsed.openTaskIds).toEqual([]);
    expect(parsed.applications).toEqual([]);
  });
});

describe('given malformed capabilities', () => {
  it.each([
    ['a capability id with capitals', { ...capability, id: 'ACH_pooled' }, ['id'], /capability id such as/],
    ['a task id without prefix', { ...capability, openTaskIds: ['P0a1'] }, ['openTaskIds', 0], /tsk_…/],
    ['a missing status', { ...capability, status: undefined }, ['status'], /^Expected a string$/],
    ['a missing resolution', { ...capability, statusReason: { code: 'x' } }, ['statusReason', 'resolution'], /^Expected a string$/],
    [
      'an application without prefix',
      { ...capability, applications: [{ ...application, id: 'app_1' }] },
      ['applications', 0, 'id'],
      /apl_…/,
    ],
    [
      'an application timestamp without offset',
      { ...capability, applications: [{ ...application, createdAt: '2026-04-01' }] },
      ['applications', 0, 'createdAt'],
      /RFC 3339/,
    ],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = capabilitySchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });

  it('should refuse a supported capability whose currencies are not codes', () => {
    const issues = supportedCapabilitySchema.safeParse({ ...supported, currencies: { payin: ['dollar'] } }).error?.issues;
    expect(issues?.[0]?.path).toEqual(['currencies', 'payin', 0]);
  });
});
