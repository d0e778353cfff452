import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTaskForm } from './buildTaskForm.js';
import { toSubmission } from './toSubmission.js';
import { ada, everyAnswer, everyAnswerType, proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

describe('given every answer type answered', () => {
  const model = buildTaskForm(task(everyAnswerType()), ada);

  it('should answer each requirement with its type, documents as ids and absence without a value', () => {
    expect(toSubmission(model, { answers: everyAnswer })).toEqual({
      ok: true,
      body: {
        taskRevision: 3,
        answers: [
          { requirementId: 'req_1', answerType: 'profile', value: 'Ada' },
          { requirementId: 'req_2', answerType: 'text', value: 'Mathematician' },
          { requirementId: 'req_3', answerType: 'date', value: '1833-06-05' },
          { requirementId: 'req_4', answerType: 'single_select', value: 'employed' },
          { requirementId: 'req_5', answerType: 'multi_select', value: ['employed', 'retired'] },
          { requirementId: 'req_6', answerType: 'boolean', value: false },
          { requirementId: 'req_7', answerType: 'attestation', value: true },
          { requirementId: 'req_8', answerType: 'document', documentIds: ['doc_1'] },
          { requirementId: 'req_9', answerType: 'resource_reference', value: 'rp_1' },
          { requirementId: 'req_10', answerType: 'absence' },
        ],
      },
    });
  });

  it('should name every missing or invalid field instead of a partial body', () => {
    const result = toSubmission(model, { answers: { ...everyAnswer, req_2: 'M', req_7: false, req_9: undefined } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map(({ fieldId, problem }) => [fieldId, problem.code])).toEqual([
      ['req_2', 'too_short'],
      ['req_7', 'attestation_required'],
      ['req_9', 'required'],
    ]);
  });
});

describe('given a field the person does not have', () => {
  const model = buildTaskForm(
    task([
      requirement('req_1', {
        request: { type: 'profile', profilePointer: '/individual/taxIdentifiers', valueType: 'array', allowsAbsence: true },
      }),
      requirement('req_2', { request: { allowsAbsence: false } }),
      requirement('req_3', { request: { required: false, allowsAbsence: true } }),
    ]),
    ada,
  );

  it('should send absence where the person chose it or left an optional field empty', () => {
    const result = toSubmission(model, { answers: { req_1: [{ type: 'ssn' }], req_2: 'text' }, absent: { req_1: true, req_2: true } });
    expect(result.ok && result.body.answers).toEqual([
      { requirementId: 'req_1', answerType: 'absence' },
      { requirementId: 'req_2', answerType: 'text', value: 'text' },
      { requirementId: 'req_3', answerType: 'absence' },
    ]);
  });

  it('should send the value of an optional field that was given', () => {
    const result = toSubmission(model, { answers: { req_2: 'text', req_3: 'given' }, absent: { req_1: true } });
    expect(result.ok && result.body.answers[2]).toEqual({ requirementId: 'req_3', answerType: 'text', value: 'given' });
  });
});

describe('given an alternative group', () => {
  const model = buildTaskForm(task([requirement('req_1'), ...proofOfAddress(2)]), ada);

  it('should answer only the chosen member, even when others hold values', () => {
    const result = toSubmission(model, {
      answers: { req_1: 'x', req_2: ['doc_1'], req_3: ['doc_2'] },
      choices: { proof_of_address: 'req_3' },
    });
    expect(result.ok && result.body.answers).toEqual([
      { requirementId: 'req_1', answerType: 'text', value: 'x' },
      { requirementId: 'req_3', answerType: 'document', documentIds: ['doc_2'] },
    ]);
  });

  it('should answer the only member with a value when nothing was chosen', () => {
    const result = toSubmission(model, { answers: { req_1: 'x', req_4: ['doc_3'] } });
    expect(result.ok && result.body.answers[1]).toEqual({ requirementId: 'req_4', answerType: 'document', documentIds: ['doc_3'] });
  });

  it.each([
    [{}, 'choice_required'],
    [{ req_2: ['doc_1'], req_4: ['doc_3'] }, 'choice_ambiguous'],
  ])('should report the group when the answers are %j', (answers, code) => {
    const result = toSubmission(model, { answers: { req_1: 'x', ...answers } });
    expect(!result.ok && result.problems).toEqual([
      { fieldId: null, groupId: 'proof_of_address', problem: { code, message: expect.any(String) } },
    ]);
  });

  it('should report the chosen member when its value is missing', () => {
    const result = toSubmission(model, { answers: { req_1: 'x', req_2: ['doc_1'] }, choices: { proof_of_address: 'req_3' } });
    expect(!result.ok && result.problems.map((problem) => problem.fieldId)).toEqual(['req_3']);
  });
});

describe('given read-only and unknown requirements', () => {
  const model = buildTaskForm(
    task([
      requirement('req_1', { status: 'satisfied', request: { type: 'profile', profilePointer: '/individual/firstName' } }),
      requirement('req_2', { request: { type: 'video_selfie' } }),
      requirement('req_3'),
    ]),
    ada,
  );

  it('should skip read-only fields and send an unknown type as given', () => {
    const result = toSubmission(model, { answers: { req_2: 'vid_1', req_3: 'x' } });
    expect(result.ok && result.body.answers).toEqual([
      { requirementId: 'req_2', answerType: 'video_selfie', value: 'vid_1' },
      { requirementId: 'req_3', answerType: 'text', value: 'x' },
    ]);
  });

  it('should still check the other fields when the unknown one is unanswered', () => {
    const result = toSubmission(model, { answers: { req_3: '' } });
    expect(!result.ok && result.problems.map((problem) => problem.fieldId)).toEqual(['req_2', 'req_3']);
  });
});

const TYPES = [
  'profile',
  'text',
  'date',
  'single_select',
  'multi_select',
  'boolean',
  'attestation',
  'document',
  'resource_reference',
  'absence',
  'hologram',
];
const STATUSES = ['action_required', 'action_required', 'satisfied', 'in_review', 'canceled', 'paused'];
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc.boolean(),
  fc.constantFrom('a', 'b', '2024-02-29', 'doc_1'),
  fc.array(fc.constantFrom('a', 'b', 'doc_1', ''), { maxLength: 3 }),
  fc.object(),
);
const anyRequirement = fc.record({
  type: fc.constantFrom(...TYPES),
  status: fc.constantFrom(...STATUSES),
  alternativeKey: fc.option(fc.constantFrom('group_a', 'group_b'), { nil: undefined }),
  section: fc.option(fc.constantFrom('one', 'two'), { nil: undefined }),
  required: fc.boolean(),
  allowsAbsence: fc.boolean(),
  pattern: fc.option(fc.constantFrom('[a-z]+', '(', '\\d'), { nil: undefined }),
  minItems: fc.option(fc.nat(3), { nil: undefined }),
  value: anyValue,
  isAbsent: fc.boolean(),
  isChosen: fc.boolean(),
});

describe('given any well-formed task and any values', () => {
  it('should never throw, never send a partial submission, and answer each group once', () => {
    fc.assert(
      fc.property(fc.array(anyRequirement, { maxLength: 12 }), fc.nat(2), (specs, remediationRound) => {
        const requirements = specs.map((spec, index) =>
          requirement(`req_${index}`, {
            status: spec.status,
            ...(spec.alternativeKey ? { alternativeKey: spec.alternativeKey } : {}),
            ...(spec.section ? { section: spec.section } : {}),
            reviewFeedback: index % 3 === 0 ? { code: 'fix' } : null,
            request: {
              type: spec.type,
              required: spec.required,
              allowsAbsence: spec.allowsAbsence,
              options: [{ value: 'a' }, { value: 'b' }],
              constraints: { pattern: spec.pattern, minItems: spec.minItems },
            },
          }),
        );
        const model = buildTaskForm(task(requirements, { remediationRound }), ada);
        const result = toSubmission(model, {
          answers: Object.fromEntries(specs.map((spec, index) => [`req_${index}`, spec.value])),
          absent: Object.fromEntries(specs.map((spec, index) => [`req_${index}`, spec.isAbsent])),
          choices: Object.fromEntries(
            specs.flatMap((spec, index) => (spec.isChosen && spec.alternativeKey ? [[spec.alternativeKey, `req_${index}`]] : [])),
          ),
        });
        const actionable = requirements.filter((each) => each.status === 'action_required');
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          return;
        }
        const answered = result.body.answers.map((answer) => answer.requirementId);
        expect(new Set(answered).size).toBe(answered.length);
        expect(result.body.taskRevision).toBe(3);
        for (const each of actionable.filter((candidate) => !candidate.alternativeKey)) expect(answered).toContain(each.id);
        for (const key of new Set(actionable.flatMap((each) => (each.alternativeKey ? [each.alternativeKey] : [])))) {
          const members = actionable.filter((each) => each.alternativeKey === key).map((each) => each.id);
          expect(answered.filter((id) => members.includes(id))).toHaveLength(1);
        }
        expect(answered.every((id) => actionable.some((each) => each.id === id))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
