import { describe, expect, it } from 'vitest';
import { problemSchema } from '../schemas/index.js';
import { buildTaskForm } from './buildTaskForm.js';
import { fieldErrorsFromProblem } from './fieldErrorsFromProblem.js';
import { ada, proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

const model = buildTaskForm(
  task([requirement('req_1', { status: 'satisfied' }), requirement('req_2'), ...proofOfAddress(3), requirement('req_12')]),
  ada,
);

function problemWith(errors: { pointer: string; code: string; message: string }[]) {
  return problemSchema.parse({ status: 422, code: 'validation_error', errors });
}

describe('given answer errors from the server', () => {
  it('should place /answers/{i} pointers on the field or group of answer i, in model (section) order', () => {
    const errors = fieldErrorsFromProblem(
      problemWith([
        { pointer: '/answers/0/value', code: 'too_short', message: 'must be at least 2 characters' },
        { pointer: '/answers/1', code: 'answer_type_mismatch', message: 'must be text' },
        { pointer: '/answers/2/documentIds', code: 'document_too_old', message: 'is older than 90 days' },
        { pointer: '/answers/9', code: 'duplicate_answer', message: 'again' },
      ]),
      model,
    );
    expect(Object.keys(errors.fields)).toEqual(['req_2', 'req_12']);
    expect(errors.groups.proof_of_address?.[0]?.code).toBe('document_too_old');
    expect(errors.form.map((error) => error.code)).toEqual(['duplicate_answer']);
    expect(errors.isRevisionConflict).toBe(false);
  });

  it('should follow the sent answers when given', () => {
    const sent = [
      { requirementId: 'req_2', answerType: 'text' },
      { requirementId: 'req_4', answerType: 'document' },
    ];
    const errors = fieldErrorsFromProblem(
      problemWith([{ pointer: '/answers/1/documentIds/0', code: 'document_type_not_accepted', message: 'no' }]),
      model,
      sent,
    );
    expect(errors.fields.req_4?.[0]?.code).toBe('document_type_not_accepted');
  });

  it('should place missing requirements named in a message at /answers', () => {
    const errors = fieldErrorsFromProblem(
      problemWith([
        { pointer: '/answers', code: 'requirement_missing', message: 'must answer requirement req_12 (key_req_12)' },
        {
          pointer: '/answers',
          code: 'requirement_missing',
          message: 'must answer exactly one of requirements req_3, req_4, req_5 (alternative group proof_of_address)',
        },
        { pointer: '/answers', code: 'requirement_missing', message: 'must answer requirement req_99' },
      ]),
      model,
    );
    expect(Object.keys(errors.fields)).toEqual(['req_12']);
    expect(errors.groups.proof_of_address).toHaveLength(1);
    expect(errors.form).toHaveLength(1);
  });

  it('should not take req_1 for req_12 in a message', () => {
    const errors = fieldErrorsFromProblem(
      problemWith([{ pointer: '/answers', code: 'requirement_missing', message: 'must answer requirement req_12' }]),
      model,
    );
    expect(errors.fields.req_1).toBeUndefined();
  });
});

describe('given a stale revision', () => {
  it('should flag a conflict from the code or a /taskRevision pointer, on the form', () => {
    const conflict = fieldErrorsFromProblem(
      problemSchema.parse({ status: 409, code: 'task_revision_conflict', detail: 'The task changed.' }),
      model,
    );
    expect(conflict).toEqual({
      fields: {},
      groups: {},
      form: [{ pointer: null, code: 'task_revision_conflict', message: 'The task changed.' }],
      isRevisionConflict: true,
    });
    const pointed = fieldErrorsFromProblem(
      problemWith([{ pointer: '/taskRevision', code: 'stale', message: 'is not the current revision' }]),
      model,
    );
    expect(pointed.isRevisionConflict).toBe(true);
    expect(pointed.form).toHaveLength(1);
  });
});
