import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import type { Capability, Task, TaskHistory } from '../schemas/index.js';
import { capabilityPipeline, pipelineApplication } from './capabilityPipeline.js';

const REQUESTED = '2026-11-02T09:00:00Z';
const SUBMITTED = '2026-11-03T15:30:00Z';
const DECIDED = '2026-11-05T11:00:00Z';

const capability = (status: string, resolution: string | null, overrides: Partial<Capability> = {}): Capability => ({
  id: 'sepa_pooled',
  method: 'sepa',
  directions: [],
  status,
  statusReason: resolution ? { code: 'x', resolution } : null,
  openTaskIds: ['tsk_profile', 'tsk_address'],
  applications: [
    { id: 'apl_old', status: 'canceled', openTaskIds: [], createdAt: '2026-10-01T00:00:00Z' },
    { id: 'apl_sepa', status: 'requested', openTaskIds: [], createdAt: REQUESTED },
  ],
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: DECIDED,
  ...overrides,
});

const profile = (id: string, status: string) =>
  task([requirement('req_1', { key: 'occupation', status: status === 'action_required' ? 'action_required' : 'in_review' })], {
    id,
    status,
    name: 'Tell us about yourself',
    scope: { type: 'capability', id: 'sepa_pooled' },
  });
const address = (status: string) =>
  task([requirement('req_2', { key: 'proof_of_address', status: 'action_required' })], {
    id: 'tsk_address',
    status,
    name: 'Confirm your address',
  });

/** The history of a task: one event per status, at the given times. */
const events = (of: (status: string) => Task, steps: Array<[string, string]>) => ({
  taskId: of('action_required').id,
  events: steps.map(([status, at], index) => ({
    ...of(status),
    id: `tskh_${of(status).id.slice(4)}${index}`,
    taskId: of(status).id,
    updatedAt: at,
  })),
});

const history = (...tasks: TaskHistory['tasks']): TaskHistory => ({ applicationId: 'apl_sepa', capabilityId: 'sepa_pooled', tasks });
const summary = (stages: ReturnType<typeof capabilityPipeline>['stages']) =>
  stages.map((stage) => [
    stage.kind,
    stage.state,
    stage.date ?? null,
    ...(stage.kind === 'tasks' ? [`${stage.handedIn}/${stage.total}`] : []),
  ]);

describe('given a capability whose tasks wait on the person', () => {
  it('should stand at its tasks, counting the handed-in ones, from the latest application', () => {
    const pipeline = capabilityPipeline({
      capability: capability('restricted', 'complete_tasks'),
      history: history(
        events(
          (status) => profile('tsk_profile', status),
          [
            ['action_required', REQUESTED],
            ['in_review', '2026-11-03T10:00:00Z'],
          ],
        ),
        events(address, [['action_required', REQUESTED]]),
      ),
    });

    expect(pipeline.applicationId).toBe('apl_sepa');
    expect(summary(pipeline.stages)).toEqual([
      ['requested', 'done', REQUESTED],
      ['tasks', 'current', null, '1/2'],
      ['in_review', 'upcoming', null],
      ['ready', 'upcoming', null],
    ]);
  });

  it('should count a task shared with another capability once, and a copy answered through the other one as handed in', () => {
    // SEPA's copy of the profile stays open while ACH's copy, asking the same, is in review.
    const achCopy = profile('tsk_achprofile', 'in_review');
    const pipeline = capabilityPipeline({
      capability: capability('restricted', 'complete_tasks'),
      history: history(
        events((status) => profile('tsk_profile', status), [['action_required', REQUESTED]]),
        events(address, [
          ['action_required', REQUESTED],
          ['in_review', '2026-11-03T12:00:00Z'],
        ]),
      ),
      tasks: [achCopy, profile('tsk_profile', 'action_required'), address('in_review')],
    });

    expect(summary(pipeline.stages)).toEqual([
      ['requested', 'done', REQUESTED],
      ['tasks', 'done', '2026-11-03T12:00:00Z', '2/2'],
      ['in_review', 'current', '2026-11-03T12:00:00Z'],
      ['ready', 'upcoming', null],
    ]);
  });
});

describe('given a capability whose answers are all in review', () => {
  it('should stand at the review, dated by the application submission', () => {
    const withSubmission = capability('pending', 'wait');
    withSubmission.applications[1] = { ...withSubmission.applications[1]!, submittedAt: SUBMITTED };
    const pipeline = capabilityPipeline({
      capability: withSubmission,
      history: history(
        events(address, [
          ['action_required', REQUESTED],
          ['in_review', SUBMITTED],
        ]),
      ),
    });

    expect(summary(pipeline.stages)).toEqual([
      ['requested', 'done', REQUESTED],
      ['tasks', 'done', SUBMITTED, '1/1'],
      ['in_review', 'current', SUBMITTED],
      ['ready', 'upcoming', null],
    ]);
  });
});

describe('given a capability that reached its outcome', () => {
  const handedIn = history(
    events(address, [
      ['action_required', REQUESTED],
      ['in_review', SUBMITTED],
      ['satisfied', DECIDED],
    ]),
  );

  it('should end ready, every stage done and dated', () => {
    expect(summary(capabilityPipeline({ capability: capability('ready', null), history: handedIn }).stages)).toEqual([
      ['requested', 'done', REQUESTED],
      ['tasks', 'done', SUBMITTED, '1/1'],
      ['in_review', 'done', SUBMITTED],
      ['ready', 'done', DECIDED],
    ]);
  });

  it.each(['rejected', 'canceled'])('should end at %s instead of ready', (status) => {
    const stages = capabilityPipeline({ capability: capability(status, 'none'), history: handedIn }).stages;
    expect(stages.map((stage) => stage.kind)).toEqual(['requested', 'tasks', 'in_review', status]);
    expect(stages.at(-1)).toEqual({ kind: status, state: 'current', date: DECIDED });
  });

  it('should end restricted when nothing can be completed, leaving out a review never reached', () => {
    const stages = capabilityPipeline({ capability: capability('restricted', 'contact_support') }).stages;
    expect(summary(stages)).toEqual([
      ['requested', 'done', REQUESTED],
      ['tasks', 'done', null, 'undefined/undefined'],
      ['restricted', 'current', DECIDED],
    ]);
  });

  it('should count nothing once it ended with every task closed', () => {
    const closed = history(
      events(address, [
        ['action_required', REQUESTED],
        ['canceled', DECIDED],
      ]),
    );
    expect(capabilityPipeline({ capability: capability('rejected', 'none'), history: closed }).stages[1]).toEqual({
      kind: 'tasks',
      state: 'done',
      date: undefined,
    });
  });

  it('should keep a status it does not know open, as a neutral last stage', () => {
    const stages = capabilityPipeline({ capability: capability('suspended_for_audit', null), history: handedIn }).stages;
    expect(stages.at(-1)).toEqual({ kind: 'other', state: 'current', date: DECIDED, status: 'suspended_for_audit' });
  });
});

describe('given no history yet', () => {
  it('should still show the way, the tasks current while the reason asks to complete them, without counts', () => {
    const stages = capabilityPipeline({ capability: capability('restricted', 'complete_tasks') }).stages;
    expect(stages[1]).toEqual({ kind: 'tasks', state: 'current', date: undefined });
  });
});

describe('pipelineApplication', () => {
  it('should follow the most recently created application', () => {
    expect(pipelineApplication(capability('pending', 'wait'))?.id).toBe('apl_sepa');
    expect(pipelineApplication(capability('pending', 'wait', { applications: [] }))).toBeUndefined();
  });
});
