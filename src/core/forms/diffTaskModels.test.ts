import { describe, expect, it } from 'vitest';
import { buildTaskForm } from './buildTaskForm.js';
import { carryOverValues, diffTaskModels, editedValues } from './diffTaskModels.js';
import { ada, proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

const firstName = () =>
  requirement('req_1', { key: 'profile.individual.firstName', request: { type: 'profile', profilePointer: '/individual/firstName' } });
const occupation = (prompt = 'What is your occupation?') => requirement('req_2', { key: 'occupation', request: { type: 'text', prompt } });
const employer = () => requirement('req_3', { key: 'employer', request: { type: 'text', prompt: 'Who employs you?' } });

describe('given two revisions of a task', () => {
  it('should list changed, added and removed fields, and not fields whose value alone changed', () => {
    const previous = buildTaskForm(task([firstName(), occupation(), employer()], { revision: 3 }), ada);
    const next = buildTaskForm(
      task(
        [
          firstName(),
          occupation('What do you do for a living?'),
          requirement('req_4', { key: 'income', request: { type: 'text', prompt: 'Yearly income' } }),
        ],
        { revision: 5 },
      ),
      { ...ada, individual: { ...ada.individual, firstName: 'Augusta' } },
    );

    expect(diffTaskModels(previous, next)).toEqual({
      previousRevision: 3,
      revision: 5,
      changedFieldIds: ['req_2'],
      addedFieldIds: ['req_4'],
      removed: [{ id: 'req_3', label: 'Who employs you?' }],
    });
  });

  it('should count review feedback, status, required-ness and document constraints as changes', () => {
    const members = proofOfAddress();
    const previous = buildTaskForm(task([occupation(), employer(), ...members]), ada);
    const next = buildTaskForm(
      task([
        { ...occupation(), reviewFeedback: { code: 'unclear', message: 'Be more specific.' } },
        { ...employer(), status: 'satisfied' },
        ...members.map((member, index) =>
          index === 0
            ? { ...member, request: { ...member.request, constraints: { ...member.request.constraints, maxAgeDays: 30 } } }
            : member,
        ),
      ]),
      ada,
    );

    expect(diffTaskModels(previous, next).changedFieldIds).toEqual(['req_2', 'req_3', 'req_11']);
  });
});

describe('given what a person typed against an older revision', () => {
  it('should keep edits of fields that still exist and are editable, and take the task values elsewhere', () => {
    const previous = buildTaskForm(task([firstName(), occupation(), employer(), ...proofOfAddress()]), ada);
    const typed = {
      answers: { req_1: 'Ada', req_2: 'Engineer', req_3: 'Analytical Engines Ltd' },
      choices: { proof_of_address: 'req_12' },
    };
    const edited = editedValues(previous, typed);
    expect(edited).toEqual({
      answers: { req_2: 'Engineer', req_3: 'Analytical Engines Ltd' },
      absent: {},
      choices: { proof_of_address: 'req_12' },
    });

    const next = buildTaskForm(
      task([firstName(), occupation(), { ...employer(), status: 'satisfied' }, ...proofOfAddress()], { revision: 4 }),
      { ...ada, individual: { ...ada.individual, firstName: 'Augusta' } },
    );
    expect(carryOverValues(next, edited)).toEqual({
      answers: { req_1: 'Augusta', req_2: 'Engineer' },
      absent: {},
      choices: { proof_of_address: 'req_12' },
    });
  });

  it('should keep a cleared answer as null', () => {
    const model = buildTaskForm(task([firstName()]), ada);
    expect(editedValues(model, { answers: { req_1: undefined } }).answers).toEqual({ req_1: null });
  });
});
