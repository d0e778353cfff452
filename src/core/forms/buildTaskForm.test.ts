import { describe, expect, it } from 'vitest';
import { buildTaskForm } from './buildTaskForm.js';
import type { FormEntry } from './formModel.js';
import { ada, everyAnswerType, proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

const idsOf = (entries: readonly FormEntry[]) => entries.map((entry) => (entry.type === 'field' ? entry.field.id : entry.group.id));

describe('given a task with every answer type', () => {
  const model = buildTaskForm(task(everyAnswerType()), ada);
  const field = (id: string) => model.fieldsById.get(id);

  it('should make one field per requirement, of its kind', () => {
    expect([...model.fieldsById.values()].map((each) => each.kind)).toEqual([
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
    ]);
    expect(model).toMatchObject({ taskId: 'tsk_1', taskRevision: 3, remediationRound: 0 });
  });

  it('should group fields by section in order of first appearance', () => {
    expect(model.sections.map((section) => section.id)).toEqual([
      'personal_details',
      'employment',
      'declarations',
      'documents',
      'parties',
      'tax',
    ]);
    expect(idsOf(model.sections[1]?.entries ?? [])).toEqual(['req_2', 'req_3', 'req_4', 'req_5', 'req_6']);
  });

  it('should read the default value from the customer at the profile pointer', () => {
    expect(field('req_1')).toMatchObject({ profilePointer: '/individual/firstName', defaultValue: 'Ada' });
    expect(model.defaultValues.answers).toEqual({ req_1: 'Ada' });
  });

  it('should carry the request: types, options, document constraints', () => {
    expect(field('req_5')).toMatchObject({
      valueType: 'array',
      itemValueType: 'string',
      options: [
        { value: 'employed', label: 'employed' },
        { value: 'self_employed', label: 'self employed' },
        { value: 'retired', label: 'retired' },
      ],
    });
    expect(field('req_8')?.document).toEqual({
      acceptedDocumentTypes: ['passport'],
      acceptedFormats: ['pdf', 'jpeg'],
      maxAgeDays: 90,
      captureMethods: ['upload', 'camera'],
      isNameMatchRequired: true,
    });
    expect(field('req_2')?.document).toBeNull();
  });

  it('should keep the exact prompt and split it into label and help', () => {
    expect(field('req_7')).toMatchObject({
      prompt: 'I confirm that the information I gave is true and complete.',
      label: 'I confirm that the information I gave is true and complete.',
      help: null,
    });
    const twoSentences = buildTaskForm(
      task([requirement('req_1', { request: { prompt: 'Which payments do you expect? Choose up to three.' } })]),
      ada,
    );
    expect(twoSentences.fieldsById.get('req_1')).toMatchObject({ label: 'Which payments do you expect?', help: 'Choose up to three.' });
  });

  it('should validate with the constraints', () => {
    expect(field('req_2')?.validate('a')?.code).toBe('too_short');
    expect(field('req_2')?.validate('Mathematician')).toBeNull();
  });
});

describe('given a requirement of a type the kit does not know', () => {
  const model = buildTaskForm(
    task([requirement('req_1', { request: { type: 'video_selfie', prompt: 'Record a short video of yourself.' } }), requirement('req_2')]),
    ada,
  );

  it('should make an unknown field that keeps the prompt and type', () => {
    expect(model.fieldsById.get('req_1')).toMatchObject({
      kind: 'unknown',
      rawType: 'video_selfie',
      label: 'Record a short video of yourself.',
    });
  });

  it('should leave the other fields as they are', () => {
    expect(model.fieldsById.get('req_2')).toMatchObject({ kind: 'text', isReadOnly: false });
  });
});

describe('given requirements not waiting for an answer', () => {
  const model = buildTaskForm(
    task([
      requirement('req_1', { status: 'satisfied', request: { type: 'profile', profilePointer: '/individual/lastName' } }),
      requirement('req_2', {
        status: 'satisfied',
        request: { type: 'document' },
        evidence: { type: 'document', documentIds: ['doc_9'], provenance: { source: 'reuse' } },
      }),
      requirement('req_3', { status: 'canceled' }),
      requirement('req_4', { status: 'in_review' }),
      requirement('req_5'),
    ]),
    ada,
  );

  it('should keep satisfied and in-review ones as read-only fields with their value', () => {
    expect(model.fieldsById.get('req_1')).toMatchObject({ isReadOnly: true, defaultValue: 'Lovelace' });
    expect(model.fieldsById.get('req_2')).toMatchObject({ isReadOnly: true, defaultValue: ['doc_9'] });
    expect(model.fieldsById.get('req_4')).toMatchObject({ isReadOnly: true });
    expect(model.fieldsById.get('req_5')).toMatchObject({ isReadOnly: false });
  });

  it('should leave canceled ones out', () => {
    expect(model.fieldsById.has('req_3')).toBe(false);
  });
});

describe('given requirements sharing an alternative key', () => {
  const model = buildTaskForm(task([requirement('req_1'), ...proofOfAddress(2), requirement('req_5', { section: 'address' })]), ada);

  it('should make one choice group where the first member stood, with its members', () => {
    expect(idsOf(model.entries)).toEqual(['req_1', 'proof_of_address', 'req_5']);
    const group = model.entries[1];
    expect(group?.type === 'choice' && group.group.members.map((member) => member.id)).toEqual(['req_2', 'req_3', 'req_4']);
    expect(group?.type === 'choice' && group.group.section).toBe('address');
  });

  it('should choose the member that already has a value', () => {
    const satisfiedByEvidence = proofOfAddress(2).map((each, index) =>
      index === 1 ? { ...each, evidence: { type: 'document', documentIds: ['doc_1'] } } : each,
    );
    expect(buildTaskForm(task(satisfiedByEvidence), ada).defaultValues.choices).toEqual({ proof_of_address: 'req_3' });
  });
});

describe('given an absence-allowing request that is not required', () => {
  it('should let the field stay empty', () => {
    const model = buildTaskForm(
      task([
        requirement('req_1', { request: { required: false, allowsAbsence: true } }),
        requirement('req_2', { request: { required: false } }),
      ]),
      ada,
    );
    expect(model.fieldsById.get('req_1')).toMatchObject({ required: false, allowsAbsence: true });
    expect(model.fieldsById.get('req_2')).toMatchObject({ required: true, allowsAbsence: false });
  });
});

describe('given a changes_requested remediation round', () => {
  const feedback = { code: 'document_unreadable', message: 'The photo is blurred.' };
  const requirements = [
    requirement('req_1', { section: 'personal' }),
    requirement('req_2', { section: 'personal', reviewFeedback: feedback }),
    requirement('req_3', { section: 'employment' }),
    ...proofOfAddress(4).map((each, index) => (index === 2 ? { ...each, reviewFeedback: feedback } : each)),
  ];

  it('should put the asks with feedback first, and their sections', () => {
    const model = buildTaskForm(task(requirements, { remediationRound: 1 }), ada);
    expect(model.sections.map((section) => section.id)).toEqual(['personal', 'address', 'employment']);
    expect(idsOf(model.entries)).toEqual(['req_2', 'req_1', 'proof_of_address', 'req_3']);
    expect(model.fieldsById.get('req_2')?.reviewFeedback).toEqual(feedback);
  });

  it('should keep the task order in the first round, or when told not to lead', () => {
    expect(idsOf(buildTaskForm(task(requirements), ada).entries)).toEqual(['req_1', 'req_2', 'req_3', 'proof_of_address']);
    expect(idsOf(buildTaskForm(task(requirements, { remediationRound: 2 }), ada, { leadWithFeedback: false }).entries)).toEqual([
      'req_1',
      'req_2',
      'req_3',
      'proof_of_address',
    ]);
  });
});

describe('given a task with 100 requirements and no customer yet', () => {
  it('should build every field, in order, without defaults', () => {
    const requirements = Array.from({ length: 100 }, (_, index) => requirement(`req_${index + 1}`, { section: `section_${index % 7}` }));
    const model = buildTaskForm(task(requirements), null);
    expect(model.fieldsById.size).toBe(100);
    expect(model.entries).toHaveLength(100);
    expect(model.sections).toHaveLength(7);
    expect(model.defaultValues.answers).toEqual({});
  });
});
