import { describe, expect, it } from 'vitest';
import { submissionSchema } from './submission.js';

const submission = {
  id: 'sub_5Tq8',
  taskId: 'tsk_P0a1',
  customerId: 'cus_8Jd2kqLm4X',
  remediationRound: 1,
  taskRevision: 3,
  outcome: 'changes_requested',
  answers: [
    { requirementId: 'req_1', answerType: 'document', documentIds: ['doc_7Yt2'] },
    { requirementId: 'req_2', answerType: 'profile', value: '+4915123456789' },
  ],
  submittedAt: '2026-04-02T08:40:00.000Z',
  updatedAt: '2026-04-03T09:00:00.000Z',
  reviewFeedback: { code: 'document_expired', message: 'The statement is older than 3 months.' },
};

describe('given submissions', () => {
  it.each([
    ['a reviewed submission with answers', submission],
    [
      'a redacted list item',
      { ...submission, outcome: 'in_review', answers: [{ requirementId: 'req_1', answerType: 'document' }], reviewFeedback: null },
    ],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(submissionSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['a submission id without prefix', { ...submission, id: '5Tq8' }, ['id'], /sub_…/],
    ['a task id of another kind', { ...submission, taskId: 'apl_1' }, ['taskId'], /tsk_…/],
    ['a submittedAt in epoch milliseconds', { ...submission, submittedAt: 1775119200000 }, ['submittedAt'], /RFC 3339/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = submissionSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
