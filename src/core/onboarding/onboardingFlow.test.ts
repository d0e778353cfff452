import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import type { Capability } from '../schemas/index.js';
import { areAllReady, initialStep, isRequestable, trackedCapabilities } from './onboardingFlow.js';

const capability = (id: string, status: string, openTaskIds: string[] = [], resolution = 'none'): Capability => ({
  id,
  method: id,
  directions: [],
  status,
  statusReason: { code: 'x', resolution },
  openTaskIds,
  applications: [],
});
const stablecoin = capability('stablecoin_transfers', 'ready');

describe('given a customer who requested nothing yet', () => {
  it('should start at the choice', () => {
    expect(initialStep([stablecoin], [])).toBe('choose');
    expect(initialStep([stablecoin, capability('ach_pooled', 'canceled')], [])).toBe('choose');
  });
});

describe('given a requested capability waiting on the person', () => {
  it('should start at the tasks', () => {
    const open = task([], { id: 'tsk_1', status: 'action_required' });
    expect(initialStep([stablecoin, capability('ach_pooled', 'restricted', ['tsk_1'])], [open])).toBe('tasks');
    // Tasks the list has not read yet: the API's word is all there is.
    expect(initialStep([capability('ach_pooled', 'restricted', ['tsk_9'], 'complete_tasks')], [])).toBe('tasks');
  });
});

describe('given a capability whose open tasks are copies of tasks handed in for another', () => {
  it('should start at the status, not at a list with nothing to do', () => {
    const asks = [requirement('req_1', { key: 'occupation' })];
    const handedIn = task(
      asks.map((ask) => ({ ...ask, status: 'in_review' })),
      { id: 'tsk_1', status: 'in_review' },
    );
    const copy = task(asks, { id: 'tsk_2' });
    const capabilities = [
      capability('ach_pooled', 'pending', ['tsk_1'], 'wait'),
      capability('sepa_pooled', 'restricted', ['tsk_2'], 'complete_tasks'),
    ];
    expect(initialStep(capabilities, [handedIn, copy])).toBe('status');
    expect(initialStep([capability('ach_pooled', 'restricted', [], 'complete_tasks')], [])).toBe('status');
  });
});

describe('given requested capabilities in review or ready', () => {
  it('should start at the status', () => {
    const inReview = task([], { id: 'tsk_1', status: 'in_review' });
    expect(initialStep([capability('ach_pooled', 'pending', ['tsk_1'], 'wait')], [inReview])).toBe('status');
    expect(initialStep([capability('ach_pooled', 'ready')], [])).toBe('status');
  });
});

describe('given the capabilities the flow follows', () => {
  it('should be ready only when every one is', () => {
    const capabilities = [capability('ach_pooled', 'ready'), capability('sepa_pooled', 'pending')];
    expect(areAllReady(capabilities, ['ach_pooled'])).toBe(true);
    expect(areAllReady(capabilities, ['ach_pooled', 'sepa_pooled'])).toBe(false);
    expect(areAllReady(capabilities, [])).toBe(false);
    expect(trackedCapabilities([stablecoin, ...capabilities, capability('wire_pooled', 'rejected')]).map((item) => item.id)).toEqual([
      'ach_pooled',
      'sepa_pooled',
    ]);
  });

  it('should let canceled and rejected ones be requested again', () => {
    expect(
      [undefined, capability('a', 'canceled'), capability('a', 'rejected'), capability('a', 'pending'), capability('a', 'ready')].map(
        isRequestable,
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
