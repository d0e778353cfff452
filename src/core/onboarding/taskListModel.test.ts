import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import type { Capability } from '../schemas/index.js';
import { asksForRelatedParties, buildTaskList } from './taskListModel.js';

const capability = (id: string, openTaskIds: string[]): Capability => ({
  id,
  method: id.split('_')[0] as string,
  directions: [],
  status: 'restricted',
  openTaskIds,
  applications: [],
});

const profile = (id: string, capabilityId: string, status = 'action_required') =>
  task([requirement('req_1', { key: 'profile.individual.birthDate' }), requirement('req_2', { key: 'occupation' })], {
    id,
    status,
    name: 'Tell us about yourself',
    scope: { type: 'capability', id: capabilityId },
  });
const identity = task([], {
  id: 'tsk_identity',
  name: 'Verify your identity',
  scope: { type: 'customer', id: 'cus_1' },
  verificationSessions: [{ id: 'vfy_1', key: 'identity', type: 'document_and_selfie', status: 'action_required' }],
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
    expect(model).toMatchObject({ done: 1, total: 1, hasTodo: false });
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
    expect(model).toMatchObject({ done: 1, total: 4 });
  });
});

describe('given a business task asking which related party controls it', () => {
  it('should ask for the related parties', () => {
    const reference = requirement('req_1', { key: 'control_person', request: { type: 'resource_reference', valueType: 'related_party' } });
    expect(asksForRelatedParties([task([reference])])).toBe(true);
    expect(asksForRelatedParties([task([reference], { status: 'in_review' })])).toBe(false);
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
