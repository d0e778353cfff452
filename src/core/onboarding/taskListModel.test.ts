import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import type { Capability } from '../schemas/index.js';
import { capabilityTasks } from './capabilityTasks.js';
import { asksForRelatedParties, buildTaskList } from './taskListModel.js';

const capability = (id: string, openTaskIds: string[], status = 'restricted', resolution = 'complete_tasks'): Capability => ({
  id,
  method: id.split('_')[0] as string,
  directions: [],
  status,
  statusReason: { code: 'x', resolution },
  openTaskIds,
  applications: [{ id: `apl_${id.replace('_', '')}`, status: status === 'restricted' ? 'action_required' : 'in_review', openTaskIds }],
});

const requirementStatus = (status: string) => (status === 'satisfied' || status === 'in_review' ? status : 'action_required');

const profile = (id: string, capabilityId: string, status = 'action_required', remediationRound = 0) =>
  task(
    [
      requirement('req_1', { key: 'profile.individual.birthDate', status: 'satisfied' }),
      requirement('req_2', { key: 'occupation', status: requirementStatus(status) }),
    ],
    { id, status, remediationRound, name: 'Tell us about yourself', scope: { type: 'capability', id: capabilityId } },
  );

/** A proof of address of three alternatives; once answered, the other two are canceled, as the platform does. */
const address = (id: string, capabilityId: string, status = 'action_required') =>
  task(
    ['utility_bill', 'bank_statement', 'lease_agreement'].map((type, index) =>
      requirement(`req_${type}`, {
        key: `proof_of_address_${type}`,
        alternativeKey: 'proof_of_address',
        status: status === 'action_required' ? 'action_required' : index === 0 ? requirementStatus(status) : 'canceled',
      }),
    ),
    { id, status, name: 'Confirm your address', scope: { type: 'capability', id: capabilityId } },
  );
const identity = task([], {
  id: 'tsk_identity',
  name: 'Verify your identity',
  scope: { type: 'customer', id: 'cus_1' },
  verificationSessions: [{ id: 'vfy_1', key: 'identity', type: 'document_and_selfie', status: 'action_required' }],
});
const identityDone = task([], {
  id: 'tsk_identity',
  status: 'satisfied',
  name: 'Verify your identity',
  scope: { type: 'customer', id: 'cus_1' },
  verificationSessions: [{ id: 'vfy_1', key: 'identity', type: 'document_and_selfie', status: 'completed' }],
});

describe('given two capabilities asking the same questions', () => {
  it('should list the shared task once, needed for both', () => {
    const capabilities = [capability('ach_pooled', ['tsk_identity', 'tsk_ach']), capability('sepa_pooled', ['tsk_identity', 'tsk_sepa'])];
    const model = buildTaskList([identity, profile('tsk_ach', 'ach_pooled'), profile('tsk_sepa', 'sepa_pooled')], capabilities);

    expect(model.entries.map((entry) => [entry.task.id, entry.capabilityIds, entry.covers.map((covered) => covered.id)])).toEqual([
      ['tsk_identity', ['ach_pooled', 'sepa_pooled'], []],
      ['tsk_ach', ['ach_pooled', 'sepa_pooled'], ['tsk_sepa']],
    ]);
    expect(model).toMatchObject({ done: 0, total: 2, hasTodo: true });
  });

  it('should keep the duplicate folded once the first is handed in', () => {
    const capabilities = [capability('ach_pooled', ['tsk_ach']), capability('sepa_pooled', ['tsk_sepa'])];
    const model = buildTaskList([profile('tsk_ach', 'ach_pooled', 'in_review'), profile('tsk_sepa', 'sepa_pooled')], capabilities);

    expect(model.entries.map((entry) => [entry.task.id, entry.state])).toEqual([['tsk_ach', 'in_review']]);
    expect(model).toMatchObject({ done: 0, inReview: 1, total: 1, hasTodo: false });
  });

  it('should keep them one task once both are accepted (the platform closes the copy as satisfied)', () => {
    const capabilities = [capability('ach_pooled', []), capability('sepa_pooled', [])];
    const model = buildTaskList(
      [
        identityDone,
        profile('tsk_ach', 'ach_pooled', 'satisfied'),
        address('tsk_achaddress', 'ach_pooled', 'satisfied'),
        profile('tsk_sepa', 'sepa_pooled', 'satisfied'),
        address('tsk_sepaaddress', 'sepa_pooled', 'satisfied'),
      ],
      capabilities,
    );

    expect(model.entries.map((entry) => [entry.task.id, entry.state, entry.covers.map((copy) => copy.id)])).toEqual([
      ['tsk_identity', 'done', []],
      ['tsk_ach', 'done', ['tsk_sepa']],
      ['tsk_achaddress', 'done', ['tsk_sepaaddress']],
    ]);
    expect(model).toMatchObject({ done: 3, inReview: 0, total: 3, isAllDone: true });
  });

  it('should keep them one task while only one is accepted', () => {
    const model = buildTaskList(
      [address('tsk_achaddress', 'ach_pooled', 'satisfied'), address('tsk_sepaaddress', 'sepa_pooled', 'in_review')],
      [capability('ach_pooled', []), capability('sepa_pooled', ['tsk_sepaaddress'])],
    );
    expect(model.entries.map((entry) => [entry.task.id, entry.state, entry.covers.map((copy) => copy.id)])).toEqual([
      ['tsk_sepaaddress', 'in_review', ['tsk_achaddress']],
    ]);
  });
});

describe("given the person handed in ACH's copy of every shared task, SEPA's copies still open", () => {
  const capabilities = [
    capability('ach_pooled', ['tsk_ach', 'tsk_achaddress'], 'pending', 'wait'),
    capability('sepa_pooled', ['tsk_sepa', 'tsk_sepaaddress'], 'restricted', 'complete_tasks'),
  ];
  const tasks = [
    identityDone,
    profile('tsk_ach', 'ach_pooled', 'in_review'),
    address('tsk_achaddress', 'ach_pooled', 'in_review'),
    profile('tsk_sepa', 'sepa_pooled'),
    address('tsk_sepaaddress', 'sepa_pooled'),
  ];

  it('should list each task once, in review, and count nothing in review as done', () => {
    const model = buildTaskList(tasks, capabilities);
    expect(model.entries.map((entry) => [entry.task.id, entry.state, entry.capabilityIds])).toEqual([
      ['tsk_identity', 'done', []],
      ['tsk_ach', 'in_review', ['ach_pooled', 'sepa_pooled']],
      ['tsk_achaddress', 'in_review', ['ach_pooled', 'sepa_pooled']],
    ]);
    expect(model).toMatchObject({ done: 1, inReview: 2, total: 3, hasTodo: false, isAllDone: false });
  });

  it('should give SEPA nothing to do: it waits on the reviews, as the task list says', () => {
    const sepa = capabilityTasks(buildTaskList(tasks, capabilities), capabilities[1] as Capability);
    expect(sepa.toDo).toEqual([]);
    expect(sepa.inReview.map((entry) => entry.task.id)).toEqual(['tsk_ach', 'tsk_achaddress']);
    expect(sepa).toMatchObject({ isKnown: true, status: 'pending', resolution: 'wait' });
    expect(sepa.applications.map((application) => [application.status, application.statusReason?.code])).toEqual([
      ['in_review', 'under_review'],
    ]);
  });

  it("should send SEPA back to the person when a reviewer asks for changes to ACH's copy", () => {
    const sentBack = [identityDone, profile('tsk_ach', 'ach_pooled', 'action_required', 1), profile('tsk_sepa', 'sepa_pooled')];
    const model = buildTaskList(sentBack, capabilities);
    expect(model.entries.map((entry) => [entry.task.id, entry.state])).toEqual([
      ['tsk_identity', 'done'],
      ['tsk_ach', 'changes_requested'],
    ]);
    const sepa = capabilityTasks(model, capabilities[1] as Capability);
    expect(sepa.toDo.map((entry) => entry.task.id)).toEqual(['tsk_ach']);
    expect(sepa).toMatchObject({ status: 'restricted', resolution: 'complete_tasks' });
  });
});

describe('given a capability whose open tasks are not among the tasks read', () => {
  it("should say so and keep the API's status", () => {
    const ach = capability('ach_pooled', ['tsk_unknown'], 'restricted', 'complete_tasks');
    expect(capabilityTasks(buildTaskList([], [ach]), ach)).toMatchObject({
      toDo: [],
      isKnown: false,
      status: 'restricted',
      resolution: 'complete_tasks',
    });
  });
});

describe('given tasks in every status', () => {
  it('should count handed-in and done ones, and leave out canceled and transfer tasks', () => {
    const tasks = [
      task([], { id: 'tsk_a', status: 'satisfied' }),
      task([requirement('req_1', { key: 'a' })], { id: 'tsk_b' }),
      task([], { id: 'tsk_c', status: 'rejected' }),
      task([], { id: 'tsk_d', status: 'canceled' }),
      task([], { id: 'tsk_e', status: 'paused_by_partner' }),
      task([requirement('req_1', { key: 'b' })], { id: 'tsk_f', scope: { type: 'transfer', id: 'tr_1' } }),
    ];
    const model = buildTaskList(tasks, []);
    expect(model.entries.map((entry) => [entry.task.id, entry.state])).toEqual([
      ['tsk_a', 'done'],
      ['tsk_b', 'todo'],
      ['tsk_c', 'rejected'],
      ['tsk_e', 'other'],
    ]);
    expect(model).toMatchObject({ done: 1, inReview: 0, total: 4 });
  });
});

describe('given a business task asking which related party controls it', () => {
  it('should still ask for them once handed in, sent back with another answer flagged, or accepted', () => {
    const reference = requirement('req_1', {
      key: 'control_person',
      status: 'accepted',
      request: { type: 'resource_reference', valueType: 'related_party' },
    });
    const industry = requirement('req_2', { key: 'industry' });
    for (const status of ['in_review', 'satisfied'] as const) expect(asksForRelatedParties([task([reference], { status })])).toBe(true);
    expect(asksForRelatedParties([task([reference, industry], { remediationRound: 1 })])).toBe(true);
  });

  it('should ask for the related parties', () => {
    const reference = requirement('req_1', { key: 'control_person', request: { type: 'resource_reference', valueType: 'related_party' } });
    expect(asksForRelatedParties([task([reference])])).toBe(true);
    expect(asksForRelatedParties([task([reference], { status: 'canceled' })])).toBe(false);
    expect(asksForRelatedParties([task([requirement('req_1', { key: 'occupation' })])])).toBe(false);
    expect(asksForRelatedParties([task([], { category: 'beneficial_ownership' })])).toBe(true);
  });
});

describe('given a task a reviewer sent back', () => {
  it('should list it as changes requested, still to do', () => {
    const model = buildTaskList(
      [task([requirement('req_1', { key: 'a' })], { id: 'tsk_a', remediationRound: 1 }), task([], { id: 'tsk_b', status: 'satisfied' })],
      [],
    );

    expect(model.entries.map((entry) => entry.state)).toEqual(['changes_requested', 'done']);
    expect(model).toMatchObject({ done: 1, total: 2, hasTodo: true, isAllDone: false });
  });

  it('should say all is done only when every task was accepted', () => {
    expect(buildTaskList([task([], { id: 'tsk_a', status: 'satisfied' })], [])).toMatchObject({ hasTodo: false, isAllDone: true });
    expect(buildTaskList([task([], { id: 'tsk_a', status: 'in_review' })], [])).toMatchObject({ hasTodo: false, isAllDone: false });
  });
});
