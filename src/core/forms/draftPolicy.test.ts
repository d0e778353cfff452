import { describe, expect, it } from 'vitest';
import { buildTaskForm } from './buildTaskForm.js';
import {
  createDraft,
  draftStorageKey,
  isDraftable,
  mentionsTaxIdentifier,
  parseDraft,
  restoreDraft,
  serializeDraft,
} from './draftPolicy.js';
import { ada, proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

const taxIds = requirement('req_5', {
  key: 'profile.individual.taxIdentifiers',
  request: {
    type: 'profile',
    profilePointer: '/individual/taxIdentifiers',
    valueType: 'array',
    itemValueType: 'tax_identifier',
    allowsAbsence: true,
    required: false,
  },
});
const ssn = requirement('req_6', { key: 'ssn_last_four', request: { type: 'text' } });
const nationalId = requirement('req_7', { key: 'nationalId', request: { type: 'text' } });
const occupation = requirement('req_2', { key: 'occupation', request: { type: 'text' } });
const businessName = requirement('req_8', { key: 'businessName', request: { type: 'text' } });
const satisfied = requirement('req_9', { key: 'employer', status: 'satisfied', request: { type: 'text' } });
const firstName = requirement('req_1', {
  key: 'profile.individual.firstName',
  request: { type: 'profile', profilePointer: '/individual/firstName' },
});

const model = buildTaskForm(task([firstName, occupation, taxIds, ssn, nationalId, businessName, satisfied, ...proofOfAddress()]), ada);
const field = (id: string) => model.fieldsById.get(id)!;

describe('given names of tax and national identifiers', () => {
  it.each([
    ['/individual/taxIdentifiers', true],
    ['tax_identifier', true],
    ['taxId', true],
    ['ssn', true],
    ['nationalId', true],
    ['national_id_number', true],
    ['/individual/taxResidencies', false],
    ['businessName', false],
    ['/individual/nationalities', false],
  ])('should read %s as an identifier: %s', (name, expected) => {
    expect(mentionsTaxIdentifier(name)).toBe(expected);
  });
});

describe('given the fields of a task', () => {
  it('should keep only editable fields that are neither documents nor identifiers', () => {
    const draftable = [...model.fieldsById.values()].filter(isDraftable).map((each) => each.id);
    expect(draftable).toEqual(['req_1', 'req_2', 'req_8']);
    expect(isDraftable(field('req_11'))).toBe(false);
  });
});

describe('given what a person typed', () => {
  const typed = {
    answers: {
      req_1: 'Ada',
      req_2: 'Engineer',
      req_5: [{ type: 'ssn', country: 'US', value: '123-45-6789' }],
      req_6: '6789',
      req_7: 'AB123456C',
      req_8: 'Analytical Engines',
      req_9: 'changed by hand',
      req_11: ['doc_1'],
    },
    absent: { req_5: true },
    choices: { proof_of_address: 'req_11' },
  };

  it('should store only the draftable edits and "I don\'t have this", never a document id or an identifier', () => {
    const draft = createDraft(model, typed);
    expect(draft).toEqual({
      taskId: 'tsk_1',
      revision: 3,
      values: {
        answers: { req_2: 'Engineer', req_8: 'Analytical Engines' },
        absent: { req_5: true },
        choices: { proof_of_address: 'req_11' },
      },
    });
    const text = serializeDraft(draft!);
    for (const secret of ['doc_1', '123-45-6789', '6789', 'AB123456C', 'changed by hand']) expect(text).not.toContain(secret);
  });

  it('should store nothing when nothing draftable changed', () => {
    expect(createDraft(model, { answers: { req_1: 'Ada', req_11: ['doc_1'] } })).toBeNull();
  });

  it('should restore the draft over the task values after a round trip', () => {
    const text = serializeDraft(createDraft(model, typed)!);
    const restored = restoreDraft(model, parseDraft(text, 'tsk_1'));
    expect(restored).toEqual({
      answers: { req_1: 'Ada', req_2: 'Engineer', req_8: 'Analytical Engines' },
      absent: { req_5: true },
      choices: { proof_of_address: 'req_11' },
    });
  });

  it('should not restore identifiers or documents from a draft written by hand', () => {
    const text = JSON.stringify({
      version: 1,
      taskId: 'tsk_1',
      revision: 3,
      values: { answers: { req_5: ['x'], req_11: ['doc_9'], req_2: 'Poet' }, absent: { req_5: true } },
    });
    expect(restoreDraft(model, parseDraft(text, 'tsk_1'))).toEqual({
      answers: { req_1: 'Ada', req_2: 'Poet' },
      absent: { req_5: true },
      choices: {},
    });
  });

  it('should ignore unreadable drafts, other versions and other tasks', () => {
    expect(parseDraft('{not json', 'tsk_1')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, taskId: 'tsk_1', revision: 1, values: {} }), 'tsk_1')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, taskId: 'tsk_2', revision: 1, values: {} }), 'tsk_1')).toBeNull();
    expect(parseDraft(null, 'tsk_1')).toBeNull();
  });

  it('should key drafts by task', () => {
    expect(draftStorageKey('tsk_1')).toBe('paykit:task-draft:tsk_1');
  });
});
