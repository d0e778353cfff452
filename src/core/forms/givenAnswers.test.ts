import { describe, expect, it } from 'vitest';
import { submissionSchema, type Submission } from '../schemas/index.js';
import { buildField } from './buildField.js';
import { givenAnswerOf, latestAnswers } from './givenAnswers.js';
import { ada, requirement } from './test-support/taskFixtures.js';

const submission = (id: string, remediationRound: number, answers: unknown[]): Submission =>
  submissionSchema.parse({
    id,
    taskId: 'tsk_1',
    remediationRound,
    outcome: remediationRound === 0 ? 'changes_requested' : 'in_review',
    answers,
    submittedAt: `2026-05-0${remediationRound + 1}T12:00:00.000Z`,
  });

const occupation = buildField(requirement('req_1', { key: 'occupation', status: 'satisfied' }), ada);
const birthDate = buildField(
  requirement('req_2', { key: 'birth', status: 'satisfied', request: { type: 'profile', profilePointer: '/individual/birthDate' } }),
  ada,
);

describe('given the submissions of two rounds', () => {
  const first = submission('sub_1', 0, [
    { requirementId: 'req_1', answerType: 'text', value: 'Engineer' },
    { requirementId: 'req_3', answerType: 'text', value: 'Acme' },
  ]);
  const second = submission('sub_2', 1, [{ requirementId: 'req_3', answerType: 'text', value: 'Acme Corp' }]);

  it('should keep the newest answer to each requirement, whatever the order of the list', () => {
    const answers = latestAnswers([second, first]);
    expect(answers.get('req_1')?.value).toBe('Engineer');
    expect(answers.get('req_3')?.value).toBe('Acme Corp');
  });
});

describe('given a read-only field', () => {
  it('should show the value the person gave, not only that it is done', () => {
    expect(givenAnswerOf(occupation, { requirementId: 'req_1', answerType: 'text', value: 'Engineer' })).toEqual({
      kind: 'value',
      value: 'Engineer',
    });
    expect(givenAnswerOf(occupation, { requirementId: 'req_1', answerType: 'document', documentIds: ['doc_1'] })).toEqual({
      kind: 'value',
      value: ['doc_1'],
    });
  });

  it('should say it was answered when the API gave the answer back without its value, and that there was none for an absence', () => {
    expect(givenAnswerOf(occupation, { requirementId: 'req_1', answerType: 'text' })).toEqual({ kind: 'answered' });
    expect(givenAnswerOf(occupation, { requirementId: 'req_1', answerType: 'absence' })).toEqual({ kind: 'absent' });
    expect(givenAnswerOf(occupation, undefined)).toBeUndefined();
  });

  it('should show a profile field from the customer', () => {
    expect(givenAnswerOf(birthDate, undefined)).toEqual({ kind: 'value', value: '1815-12-10' });
  });
});
