import { describe, expect, it } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { task } from '../forms/test-support/taskFixtures.js';
import type { Capability } from '../schemas/index.js';
import { initialOnboardingState, transitionOnboarding } from './onboardingMachine.js';
import type { OnboardingEvent, OnboardingInternalEvent, OnboardingState } from './onboardingTypes.js';

const ach = { capabilityId: 'ach_pooled', institutionId: null };
const sepa = { capabilityId: 'sepa_pooled', institutionId: null };
const start = initialOnboardingState({ capabilities: [], tasks: [], remembered: null });
const run = (state: OnboardingState, ...events: (OnboardingEvent | OnboardingInternalEvent)[]) =>
  events.reduce((current, event) => transitionOnboarding(current, event).state, state);

describe('given the choice', () => {
  it('should go to the preview with what was chosen, and back to the choice keeping it', () => {
    const preview = run(start, { type: 'choose', choices: [ach] });
    expect(preview).toMatchObject({ step: 'preview', choices: [ach], moves: 1 });
    expect(run(preview, { type: 'goTo', step: 'choose' })).toMatchObject({ step: 'choose', choices: [ach], moves: 2 });
  });

  it('should stay when nothing is chosen, and refuse the preview without a choice', () => {
    expect(run(start, { type: 'choose', choices: [] })).toBe(start);
    expect(run(start, { type: 'goTo', step: 'preview' })).toEqual(start);
  });

  it('should pre-select the initial capabilities', () => {
    expect(initialOnboardingState({ capabilities: [], tasks: [], remembered: null, initialCapabilities: ['ach_pooled'] }).choices).toEqual([
      ach,
    ]);
  });
});

describe('given the requests', () => {
  const requesting = run(start, { type: 'choose', choices: [ach, sepa] });

  it('should send one request per choice, once, and refuse to leave while one is on its way', () => {
    const { state, effects } = transitionOnboarding(requesting, { type: 'request' });
    expect(effects).toEqual([
      { type: 'requestCapability', choice: ach },
      { type: 'requestCapability', choice: sepa },
    ]);
    expect(transitionOnboarding(state, { type: 'request' })).toEqual({ state, effects: [] });
    expect(run(state, { type: 'goTo', step: 'status' })).toBe(state);
    expect(run(state, { type: 'continue' })).toBe(state);
  });

  it('should move on by itself once every request succeeded, following them', () => {
    const done = run(
      requesting,
      { type: 'request' },
      { type: 'requestSettled', capabilityId: 'ach_pooled', error: null },
      { type: 'requestSettled', capabilityId: 'sepa_pooled', error: null },
    );
    expect(done).toMatchObject({ step: 'tasks', followedIds: ['ach_pooled', 'sepa_pooled'], choices: [], requests: {} });
  });

  it('should wait on the person when one failed: retry it, or go on with the other', () => {
    const failed = run(
      requesting,
      { type: 'request' },
      { type: 'requestSettled', capabilityId: 'ach_pooled', error: null },
      { type: 'requestSettled', capabilityId: 'sepa_pooled', error: new PaykitError({ kind: 'network' }) },
    );
    expect(failed.step).toBe('request');
    const retry = transitionOnboarding(failed, { type: 'retryRequest', capabilityId: 'sepa_pooled' });
    expect(retry.effects).toEqual([{ type: 'requestCapability', choice: sepa }]);
    expect(retry.state.requests.sepa_pooled).toEqual({ status: 'pending' });
    expect(transitionOnboarding(failed, { type: 'retryRequest', capabilityId: 'ach_pooled' }).effects).toEqual([]);
    expect(run(failed, { type: 'continue' })).toMatchObject({ step: 'tasks', followedIds: ['ach_pooled'] });
  });

  it('should ignore a request that settles after the person left the step', () => {
    const failed = run(
      requesting,
      { type: 'request' },
      { type: 'requestSettled', capabilityId: 'ach_pooled', error: new PaykitError({ kind: 'network' }) },
      { type: 'requestSettled', capabilityId: 'sepa_pooled', error: new PaykitError({ kind: 'network' }) },
      { type: 'goTo', step: 'choose' },
    );
    expect(run(failed, { type: 'requestSettled', capabilityId: 'ach_pooled', error: null })).toBe(failed);
  });

  it('should follow a capability once its request succeeded, though the person goes back to change the rest', () => {
    const back = run(
      requesting,
      { type: 'request' },
      { type: 'requestSettled', capabilityId: 'ach_pooled', error: null },
      { type: 'requestSettled', capabilityId: 'sepa_pooled', error: new PaykitError({ kind: 'network' }) },
      { type: 'goTo', step: 'choose' },
    );
    expect(back).toMatchObject({ step: 'choose', followedIds: ['ach_pooled'], choices: [ach, sepa] });
  });
});

describe('given the tasks', () => {
  const tasks = run(start, { type: 'goTo', step: 'tasks' });

  it('should open one task, mark it handed in once submitted, and leave both behind on another step', () => {
    const open = run(tasks, { type: 'openTask', taskId: 'tsk_1' });
    expect(open).toMatchObject({ openTaskId: 'tsk_1', moves: tasks.moves });
    expect(run(open, { type: 'taskSubmitted', taskId: 'tsk_other' })).toBe(open);
    const submitted = run(open, { type: 'taskSubmitted', taskId: 'tsk_1' });
    expect(submitted).toMatchObject({ openTaskId: null, submittedTaskId: 'tsk_1' });
    expect(run(submitted, { type: 'openTask', taskId: 'tsk_2' }).submittedTaskId).toBeNull();
    expect(run(open, { type: 'goTo', step: 'status' })).toMatchObject({ step: 'status', openTaskId: null, submittedTaskId: null });
  });

  it('should open no task on another step', () => {
    expect(run(start, { type: 'openTask', taskId: 'tsk_1' })).toBe(start);
  });
});

describe('given a return visit', () => {
  const requested: Capability = {
    id: 'ach_pooled',
    method: 'ach',
    directions: [],
    status: 'restricted',
    openTaskIds: ['tsk_1'],
    applications: [],
  };
  const open = task([], { id: 'tsk_1' });

  it('should resume at the tasks when one waits on the person, and follow what was requested', () => {
    const state = initialOnboardingState({ capabilities: [requested], tasks: [open], remembered: null });
    expect(state).toMatchObject({ step: 'tasks', followedIds: ['ach_pooled'], moves: 0 });
  });

  it('should announce readiness once every followed capability is ready, and only once', () => {
    const state = initialOnboardingState({ capabilities: [requested], tasks: [open], remembered: null });
    const ready = [{ ...requested, status: 'ready' as const }];
    expect(transitionOnboarding(state, { type: 'capabilitiesChanged', capabilities: [requested] }).effects).toEqual([]);
    const announced = transitionOnboarding(state, { type: 'capabilitiesChanged', capabilities: ready });
    expect(announced.effects).toEqual([{ type: 'announceReady', capabilityIds: ['ach_pooled'] }]);
    expect(transitionOnboarding(announced.state, { type: 'capabilitiesChanged', capabilities: ready }).effects).toEqual([]);
  });
});
