import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import { accountSchema, capabilitySchema, transferSchema, type Account, type Capability, type Transfer } from '../schemas/index.js';
import { buildNotifications, type Notifications } from './buildNotifications.js';

const capability = (id: string, openTaskIds: string[], overrides: Partial<Capability> = {}): Capability =>
  capabilitySchema.parse({
    id,
    method: id.split('_')[0],
    directions: ['payin'],
    status: 'restricted',
    openTaskIds,
    applications: [],
    ...overrides,
  });

const account = (id: string, status: string, openTaskIds: string[] = []): Account =>
  accountSchema.parse({ id, origin: 'issued', type: 'bank', status, currency: 'USD', openTaskIds });

const transfer = (id: string, state: string, openTaskIds: string[] = []): Transfer =>
  transferSchema.parse({ id, state, in: { amount: '100.00', currency: 'USD' }, out: { currency: 'USDC' }, openTaskIds });

const profile = (id: string, capabilityId: string, status = 'action_required') =>
  task([requirement('req_1', { key: 'profile.individual.birthDate' }), requirement('req_2', { key: 'occupation' })], {
    id,
    status,
    name: 'Tell us about yourself',
    scope: { type: 'capability', id: capabilityId },
  });

const identity = (status = 'action_required') =>
  task([], {
    id: 'tsk_identity',
    status,
    name: 'Verify your identity',
    scope: { type: 'customer', id: 'cus_1' },
    verificationSessions: [{ id: 'vfy_1', key: 'identity', type: 'document_and_selfie', status: 'action_required' }],
  });

/** Each item as `[id, kind, urgency, what it is about]`. */
const summary = (notifications: Notifications) =>
  notifications.items.map((item) => [item.id, item.kind, item.urgency, item.about.map((subject) => `${subject.type}:${subject.id}`)]);

describe('given two capabilities waiting on a shared task and on the same questions', () => {
  it('should count each thing to do once, about both capabilities', () => {
    const capabilities = [capability('ach_pooled', ['tsk_identity', 'tsk_ach']), capability('sepa_pooled', ['tsk_identity', 'tsk_sepa'])];
    const notifications = buildNotifications({
      capabilities,
      tasks: [identity(), profile('tsk_ach', 'ach_pooled'), profile('tsk_sepa', 'sepa_pooled')],
    });

    expect(summary(notifications)).toEqual([
      ['task:tsk_identity', 'verification', 'action_required', ['capability:ach_pooled', 'capability:sepa_pooled']],
      ['task:tsk_ach', 'task', 'action_required', ['capability:ach_pooled', 'capability:sepa_pooled']],
    ]);
    expect(notifications.items[0]?.task?.id).toBe('tsk_identity');
    expect(notifications).toMatchObject({ total: 2, actionRequired: 2 });
  });

  it("should ask nothing more once the first capability's answers are in review, while the other's copies stay open", () => {
    const capabilities = [
      capability('ach_pooled', ['tsk_identity', 'tsk_ach'], { status: 'pending', statusReason: { code: 'in_review', resolution: 'wait' } }),
      capability('sepa_pooled', ['tsk_identity', 'tsk_sepa'], { statusReason: { code: 'tasks_open', resolution: 'complete_tasks' } }),
    ];
    const notifications = buildNotifications({
      capabilities,
      tasks: [identity('in_review'), profile('tsk_ach', 'ach_pooled', 'in_review'), profile('tsk_sepa', 'sepa_pooled')],
    });

    expect(summary(notifications)).toEqual([
      ['capability:ach_pooled', 'review', 'informational', ['capability:ach_pooled']],
      ['capability:sepa_pooled', 'review', 'informational', ['capability:sepa_pooled']],
    ]);
    expect(notifications).toMatchObject({ total: 2, actionRequired: 0 });
  });
});

describe('given a task a reviewer sent back and a terms task', () => {
  it('should tell changes requested and terms apart from a plain task', () => {
    const sentBack = task([requirement('req_1')], { id: 'tsk_back', remediationRound: 1, scope: { type: 'capability', id: 'ach_pooled' } });
    const terms = task([], {
      id: 'tsk_terms',
      category: 'terms_of_service',
      scope: { type: 'customer', id: 'cus_1' },
      tosSessions: [{ id: 'vfy_2', key: 'terms', type: 'terms', status: 'action_required' }],
    });
    const notifications = buildNotifications({
      capabilities: [capability('ach_pooled', ['tsk_back', 'tsk_terms'])],
      tasks: [sentBack, terms],
    });

    expect(notifications.items.map((item) => [item.id, item.kind])).toEqual([
      ['task:tsk_back', 'changes_requested'],
      ['task:tsk_terms', 'terms'],
    ]);
  });
});

describe('given accounts in every status', () => {
  it('should say which are being set up, reviewed or waiting on the person, and skip ready and archived ones', () => {
    const accountTask = task([requirement('req_1')], { id: 'tsk_acc', scope: { type: 'customer', id: 'cus_1' } });
    const notifications = buildNotifications({
      capabilities: [],
      tasks: [accountTask],
      accounts: [
        account('acc_ready', 'ready'),
        account('acc_new', 'provisioning'),
        account('acc_review', 'in_review'),
        account('acc_task', 'action_required', ['tsk_acc']),
        account('acc_unread', 'action_required', ['tsk_notread']),
        account('acc_frozen', 'suspended'),
        account('acc_gone', 'archived', ['tsk_acc']),
        account('acc_future', 'dormant'),
      ],
    });

    expect(summary(notifications)).toEqual([
      ['task:tsk_acc', 'task', 'action_required', ['account:acc_task']],
      ['account:acc_unread', 'attention', 'action_required', ['account:acc_unread']],
      ['account:acc_frozen', 'contact_support', 'action_required', ['account:acc_frozen']],
      ['account:acc_new', 'setup', 'informational', ['account:acc_new']],
      ['account:acc_review', 'review', 'informational', ['account:acc_review']],
    ]);
    expect(notifications).toMatchObject({ total: 5, actionRequired: 3 });
  });
});

describe('given transfers held for answers', () => {
  it('should name the transfer of each open task, say which are in review, and leave finished ones out', () => {
    const held = task([requirement('req_1')], { id: 'tsk_tr1', scope: { type: 'transfer', id: 'tr_held' } });
    const reviewed = task([requirement('req_1')], { id: 'tsk_tr2', status: 'in_review', scope: { type: 'transfer', id: 'tr_checked' } });
    const transfers = [
      transfer('tr_held', 'action_required', ['tsk_tr1']),
      transfer('tr_unread', 'action_required', ['tsk_x']),
      transfer('tr_done', 'completed'),
    ];
    const notifications = buildNotifications({ capabilities: [], tasks: [held, reviewed], transfers });

    expect(summary(notifications)).toEqual([
      ['task:tsk_tr1', 'task', 'action_required', ['transfer:tr_held']],
      ['transfer:tr_unread', 'attention', 'action_required', ['transfer:tr_unread']],
      ['transfer:tr_checked', 'review', 'informational', ['transfer:tr_checked']],
    ]);
    const about = notifications.items[0]?.about[0];
    expect(about?.type === 'transfer' && about.transfer?.in.amount).toBe('100.00');
  });

  it('should still find a held transfer through its task when the transfer itself was not read', () => {
    const held = task([requirement('req_1')], { id: 'tsk_tr1', scope: { type: 'transfer', id: 'tr_held' } });
    const notifications = buildNotifications({ capabilities: [], tasks: [held] });

    expect(summary(notifications)).toEqual([['task:tsk_tr1', 'task', 'action_required', ['transfer:tr_held']]]);
  });
});

describe('given capabilities whose reason or status the kit may not know', () => {
  it('should ask to contact support when only support can help, and stay quiet about settled or unknown idle ones', () => {
    const notifications = buildNotifications({
      capabilities: [
        capability('card', [], { status: 'restricted', statusReason: { code: 'manual_review', resolution: 'contact_support' } }),
        capability('wire_pooled', [], { status: 'ready' }),
        capability('pix_pooled', [], { status: 'rejected', statusReason: { code: 'declined', resolution: 'contact_support' } }),
        capability('spei_pooled', [], { status: 'paused' }),
        capability('rtp_pooled', ['tsk_unread'], { status: 'escalated', statusReason: { code: 'x', resolution: 'complete_tasks' } }),
        capability('sepa_pooled', [], { status: 'pending' }),
      ],
      tasks: [task([], { id: 'tsk_other', status: 'on_hold', scope: { type: 'capability', id: 'sepa_pooled' } })],
    });

    expect(summary(notifications)).toEqual([
      ['capability:card', 'contact_support', 'action_required', ['capability:card']],
      ['capability:rtp_pooled', 'attention', 'action_required', ['capability:rtp_pooled']],
      ['capability:sepa_pooled', 'review', 'informational', ['capability:sepa_pooled']],
    ]);
  });

  it('should find nothing to do for a customer whose capabilities are ready', () => {
    const done = task([], { id: 'tsk_done', status: 'satisfied', scope: { type: 'capability', id: 'ach_pooled' } });
    expect(buildNotifications({ capabilities: [capability('ach_pooled', [], { status: 'ready' })], tasks: [done] })).toEqual({
      items: [],
      total: 0,
      actionRequired: 0,
    });
  });
});
