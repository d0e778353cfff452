import { describe, expect, it } from 'vitest';
import { requirementSchema } from './requirement.js';
import { taskSchema } from './task.js';
import { taskHistorySchema } from './taskHistory.js';
import { taskPreviewItemSchema } from './taskPreview.js';
import { issueText } from './issueText.js';

const requirement = {
  id: 'req_1',
  key: 'proof_of_address',
  status: 'action_required',
  section: 'address',
  request: {
    type: 'document',
    prompt: 'Upload a utility bill or bank statement from the last 3 months.',
    required: true,
    allowsAbsence: false,
    constraints: { acceptedDocumentTypes: ['utility_bill', 'bank_statement'], maxAgeDays: 90, acceptedFormats: ['pdf', 'jpeg'] },
  },
  reviewFeedback: { code: 'document_expired', message: 'The statement is older than 3 months.' },
  evidence: {
    type: 'document',
    status: 'in_review',
    documentIds: ['doc_7Yt2'],
    provenance: { source: 'reuse', applicationId: 'apl_3Fh8Qz' },
  },
  alternativeKey: null,
};

const task = {
  id: 'tsk_P0a1',
  name: 'Confirm your address',
  customerId: 'cus_8Jd2kqLm4X',
  blocksApplication: true,
  scope: { type: 'capability', id: 'ach_pooled' },
  subject: { type: 'customer', id: 'cus_8Jd2kqLm4X' },
  category: 'identity_verification',
  status: 'action_required',
  revision: 3,
  remediationRound: 1,
  reason: { code: 'address_unverified', message: 'We could not verify the address.', requestedBy: 'compliance' },
  dueAt: '2026-05-01T00:00:00.000Z',
  deadline: { at: '2026-05-01T00:00:00.000Z', outcome: 'none', noticeCount: 1 },
  notices: [{ at: '2026-04-20T00:00:00.000Z', type: 'reminder', noticeCount: 1 }],
  requirements: [
    requirement,
    {
      id: 'req_2',
      key: 'phone',
      status: 'action_required',
      request: { type: 'profile', profilePointer: '/individual/phone', constraints: { pattern: '^\\+[1-9][0-9]{1,14}$' } },
    },
    {
      id: 'req_3',
      key: 'purpose',
      status: 'satisfied',
      request: { type: 'single_select', options: [{ value: 'payroll', label: 'Payroll' }] },
    },
  ],
  verificationSessions: [
    {
      id: 'vfy_K2m9',
      key: 'identity',
      type: 'identity_document',
      status: 'action_required',
      action: { kind: 'available', url: 'https://verify.example.com/s/K2m9', expiresAt: '2026-04-21T00:00:00.000Z' },
      url: 'https://verify.example.com/s/K2m9',
      expiresAt: '2026-04-21T00:00:00.000Z',
    },
  ],
  tosSessions: [{ id: 'tos_1', key: 'platform_terms', type: 'terms_of_service', status: 'completed' }],
  completionPolicy: { type: 'requirements', completion: 'all' },
  allowedSubmissionChannels: ['direct_submission', 'verification_session'],
  applicationId: 'apl_3Fh8Qz',
  originGroupId: 'grp_address',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-02T08:30:00.000Z',
};

const preview = {
  category: 'terms_of_service',
  subject: { type: 'customer', id: 'cus_8Jd2kqLm4X' },
  requirements: [{ key: 'tos_acceptance', request: { type: 'attestation', required: true }, section: 'terms' }],
  verificationSessions: [],
  tosSessions: [{ key: 'platform_terms', type: 'terms_of_service' }],
  completionPolicy: { type: 'verification_sessions', completion: 'all' },
};

describe('given realistic tasks', () => {
  it('should parse a task with requirements and sessions unchanged', () => {
    expect(taskSchema.parse(task)).toEqual(task);
  });

  it('should parse a requirement and a preview item unchanged', () => {
    expect(requirementSchema.parse(requirement)).toEqual(requirement);
    expect(taskPreviewItemSchema.parse(preview)).toEqual(preview);
  });

  it('should parse history grouped by task, events carrying their own ids', () => {
    const history = {
      applicationId: 'apl_3Fh8Qz',
      capabilityId: 'ach_pooled',
      tasks: [{ taskId: 'tsk_P0a1', events: [{ ...task, id: 'tskh_1', taskId: 'tsk_P0a1' }] }],
    };
    expect(taskHistorySchema.parse(history)).toEqual(history);
  });

  it('should read a merchant-wide task without sessions as empty lists', () => {
    const parsed = taskSchema.parse({ id: 'tsk_1', status: 'in_review', revision: 0 });
    expect(parsed.requirements).toEqual([]);
    expect(parsed.verificationSessions).toEqual([]);
  });
});

describe('given malformed tasks', () => {
  it.each([
    ['a task id with the history prefix', { ...task, id: 'tskh_1' }, ['id'], /tsk_…/],
    ['a revision as a string', { ...task, revision: '3' }, ['revision'], /revision as an integer/],
    ['a deadline without offset', { ...task, deadline: { at: '2026-05-01' } }, ['deadline', 'at'], /RFC 3339/],
    [
      'a session URL over plain http',
      { ...task, verificationSessions: [{ ...task.verificationSessions[0], url: 'http://verify.example.com/s' }] },
      ['verificationSessions', 0, 'url'],
      /https URL/,
    ],
    [
      'a javascript: action URL',
      { ...task, verificationSessions: [{ ...task.verificationSessions[0], action: { kind: 'available', url: 'javascript:alert(1)' } }] },
      ['verificationSessions', 0, 'action', 'url'],
      /https URL/,
    ],
    [
      'evidence pointing at a non-document id',
      { ...task, requirements: [{ ...requirement, evidence: { type: 'document', documentIds: ['file_1'] } }] },
      ['requirements', 0, 'evidence', 'documentIds', 0],
      /doc_…/,
    ],
    [
      'a requirement without its request',
      { ...task, requirements: [{ id: 'r', key: 'k', status: 'action_required' }] },
      ['requirements', 0, 'request'],
      /expected object/,
    ],
  ])('should refuse %s, naming the field and the expected form', (_name, payload, path, message) => {
    const issues = taskSchema.safeParse(payload, { error: issueText }).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
