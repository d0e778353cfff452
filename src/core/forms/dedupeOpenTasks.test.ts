import { describe, expect, it } from 'vitest';
import { dedupeOpenTasks } from './dedupeOpenTasks.js';
import { proofOfAddress, requirement, task } from './test-support/taskFixtures.js';

const firstName = (id: string) =>
  requirement(id, { key: 'profile.individual.firstName', request: { type: 'profile', profilePointer: '/individual/firstName' } });

describe('given the same ask in several open tasks', () => {
  const asks = dedupeOpenTasks([
    task([firstName('req_1'), ...proofOfAddress(2)], { id: 'tsk_ach' }),
    task([requirement('req_1', { key: 'occupation' }), firstName('req_2'), requirement('req_3', { key: 'done', status: 'satisfied' })], {
      id: 'tsk_sepa',
    }),
    task([firstName('req_1')], { id: 'tsk_review', status: 'in_review' }),
  ]);

  it('should list each key once, in order of first appearance', () => {
    expect(asks.map((ask) => ask.key)).toEqual([
      'profile.individual.firstName',
      'proof_of_address_utility_bill',
      'proof_of_address_bank_statement',
      'proof_of_address_lease_agreement',
      'occupation',
    ]);
  });

  it('should name every task and requirement an answer covers', () => {
    expect(asks[0]?.occurrences).toEqual([
      { taskId: 'tsk_ach', requirementId: 'req_1', alternativeKey: null },
      { taskId: 'tsk_sepa', requirementId: 'req_2', alternativeKey: null },
    ]);
    expect(asks[0]?.requirement.request.profilePointer).toBe('/individual/firstName');
    expect(asks[1]?.occurrences).toEqual([{ taskId: 'tsk_ach', requirementId: 'req_2', alternativeKey: 'proof_of_address' }]);
  });

  it('should leave out tasks and requirements that are not waiting for an answer', () => {
    expect(asks.flatMap((ask) => ask.occurrences).some((occurrence) => occurrence.taskId === 'tsk_review')).toBe(false);
    expect(asks.some((ask) => ask.key === 'done')).toBe(false);
  });
});
