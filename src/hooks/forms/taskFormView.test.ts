import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/schemas/index.js';
import { isSessionsOnly, taskFormView } from './taskFormView.js';

const task = (overrides: Partial<Task> = {}): Task =>
  ({
    id: 'tsk_1',
    status: 'action_required',
    revision: 1,
    notices: [],
    requirements: [],
    verificationSessions: [],
    tosSessions: [],
    allowedSubmissionChannels: ['direct_submission'],
    completionPolicy: { type: 'requirements', completion: 'all' },
    ...overrides,
  }) as Task;

const requirement = {
  id: 'req_1',
  key: 'occupation',
  status: 'action_required',
  request: { type: 'text' },
} as Task['requirements'][number];

describe('given a task that completes through hosted sessions only', () => {
  it('should say so when direct submission is not an allowed channel', () => {
    expect(isSessionsOnly(task({ allowedSubmissionChannels: ['verification_session'], requirements: [requirement] }))).toBe(true);
  });

  it('should say so when it completes by its sessions and asks nothing else', () => {
    expect(isSessionsOnly(task({ completionPolicy: { type: 'verification_sessions', completion: 'all' } }))).toBe(true);
  });

  it('should not say so for a task with requirements and no channel list', () => {
    expect(isSessionsOnly(task({ allowedSubmissionChannels: [], requirements: [requirement] }))).toBe(false);
  });
});

describe('given the hook state and the task', () => {
  it('should show loading, then the error, before anything else', () => {
    expect(taskFormView('loading', 'idle', undefined)).toBe('loading');
    expect(taskFormView('error', 'idle', task())).toBe('error');
  });

  it('should show the confirmation once submitted, while the task is in review', () => {
    expect(taskFormView('ready', 'submitted', task({ status: 'in_review' }))).toBe('submitted');
  });

  it('should drop the confirmation once the reviewer answers: the form when changes are asked, else the status', () => {
    expect(taskFormView('ready', 'submitted', task({ status: 'action_required', requirements: [requirement] }))).toBe('form');
    expect(taskFormView('ready', 'submitted', task({ status: 'satisfied' }))).toBe('satisfied');
    expect(taskFormView('ready', 'submitted', task({ status: 'rejected' }))).toBe('rejected');
  });

  it('should show the form for an open task, the sessions for a sessions-only one', () => {
    expect(taskFormView('ready', 'idle', task({ requirements: [requirement] }))).toBe('form');
    expect(taskFormView('ready', 'idle', task({ allowedSubmissionChannels: ['verification_session'] }))).toBe('sessions');
  });

  it('should show every settled status, and unknown for a status the kit does not know', () => {
    for (const status of ['in_review', 'satisfied', 'rejected', 'canceled'])
      expect(taskFormView('ready', 'idle', task({ status }))).toBe(status);
    expect(taskFormView('ready', 'idle', task({ status: 'paused_by_operator' }))).toBe('unknown');
  });
});
