import { describe, expect, it } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { createReadEvents } from './readEvents.js';
import { createPaykitEvent, PAYKIT_EVENT_VERSION, paykitEventFields, type PaykitEventInit } from './paykitEvents.js';

const AT = new Date('2026-11-28T10:00:00.000Z');

describe('given an event a part reports', () => {
  it('should add the catalogue version and the time', () => {
    expect(createPaykitEvent({ type: 'task_opened', taskId: 'tsk_1' }, AT)).toEqual({
      type: 'task_opened',
      taskId: 'tsk_1',
      version: PAYKIT_EVENT_VERSION,
      at: '2026-11-28T10:00:00.000Z',
    });
  });

  it('should keep only the fields the catalogue lists, so nothing else can leave by mistake', () => {
    const sloppy = { type: 'document_uploaded', documentId: 'doc_1', purpose: 'utility_bill', fileName: 'ada-lovelace.pdf' };
    const event = createPaykitEvent(sloppy as PaykitEventInit, AT);
    expect(event).toEqual({ type: 'document_uploaded', documentId: 'doc_1', purpose: 'utility_bill', version: 1, at: AT.toISOString() });
    expect(JSON.stringify(event)).not.toContain('ada-lovelace');
  });

  it('should give a failure as its code and correlation id, never its message or field errors', () => {
    const error = new PaykitError({
      kind: 'problem',
      status: 422,
      code: 'validation_failed',
      correlationId: 'req_42',
      detail: 'Ada Lovelace is not a valid value',
      errors: [{ pointer: '/answers/0/value', code: 'invalid', message: 'ada@example.com is taken' }],
    });
    const event = createPaykitEvent({ type: 'task_failed', taskId: 'tsk_1', error }, AT);
    expect(event).toEqual({
      type: 'task_failed',
      taskId: 'tsk_1',
      code: 'validation_failed',
      correlationId: 'req_42',
      version: 1,
      at: AT.toISOString(),
    });
    expect(JSON.stringify(event)).not.toMatch(/Ada|ada@/);
    expect(createPaykitEvent({ type: 'error_shown', error: new PaykitError({ kind: 'network' }) }, AT)).toMatchObject({
      code: 'network',
      correlationId: null,
    });
    expect(createPaykitEvent({ type: 'task_failed', taskId: 'tsk_1', error: 'invalid_answers' }, AT)).toMatchObject({
      code: 'invalid_answers',
    });
    expect(createPaykitEvent({ type: 'error_shown', error: new Error('Ada') }, AT)).toMatchObject({ code: null, correlationId: null });
  });

  it('should turn a field that is not a string into null, so an object cannot carry answers inside', () => {
    const event = createPaykitEvent(
      { type: 'error_shown', code: { answer: 'Ada' }, correlationId: undefined } as unknown as PaykitEventInit,
      AT,
    );
    expect(event).toMatchObject({ type: 'error_shown', code: null, correlationId: null });
  });

  it('should refuse a type the catalogue does not know', () => {
    expect(createPaykitEvent({ type: 'answer_typed', value: 'Ada' } as unknown as PaykitEventInit, AT)).toBeNull();
  });

  it('should list, for every type, its type and ids or codes only', () => {
    const fields = new Set(Object.values(paykitEventFields).flat());
    expect([...fields].sort()).toEqual(
      ['capabilityId', 'code', 'correlationId', 'documentId', 'purpose', 'sessionKey', 'status', 'step', 'taskId', 'type'].sort(),
    );
  });
});

describe('given capabilities read again and again', () => {
  it('should report a capability once, when one read before in another status is read as ready', () => {
    const reads = createReadEvents();
    const ready = (capabilities: { id: string; status: string }[]) => reads.readCapabilities(capabilities);
    expect(
      ready([
        { id: 'ach_pooled', status: 'restricted' },
        { id: 'card', status: 'ready' },
      ]),
    ).toEqual([]);
    expect(ready([{ id: 'ach_pooled', status: 'pending' }])).toEqual([]);
    expect(
      ready([
        { id: 'ach_pooled', status: 'ready' },
        { id: 'card', status: 'ready' },
      ]),
    ).toEqual([{ type: 'capability_ready', capabilityId: 'ach_pooled' }]);
    expect(ready([{ id: 'ach_pooled', status: 'ready' }])).toEqual([]);
    expect(ready([{ id: 'ach_pooled', status: 'restricted' }])).toEqual([]);
    expect(ready([{ id: 'ach_pooled', status: 'ready' }])).toEqual([]);
  });
});

describe('given a hosted page the page opened', () => {
  const task = (status: string) => ({
    id: 'tsk_idv',
    verificationSessions: [{ key: 'identity', status }],
    tosSessions: [{ key: null, status: 'action_required' }],
  });

  it('should report the return once, when the task is read with the session out of action_required', () => {
    const reads = createReadEvents();
    expect(reads.readTask(task('in_review') as never)).toEqual([]);
    reads.sent({ type: 'verification_opened', taskId: 'tsk_idv', sessionKey: 'identity' });
    expect(reads.readTask(task('action_required') as never)).toEqual([]);
    expect(reads.readTask(task('in_review') as never)).toEqual([
      { type: 'verification_returned', taskId: 'tsk_idv', sessionKey: 'identity', status: 'in_review' },
    ]);
    expect(reads.readTask(task('completed') as never)).toEqual([]);
  });
});
