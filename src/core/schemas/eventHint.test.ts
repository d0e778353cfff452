import { describe, expect, it } from 'vitest';
import { eventHintSchema } from './eventHint.js';

describe('given event hints relayed over SSE', () => {
  it.each([
    [
      'a transfer state change',
      { type: 'transfer.state_changed', resource: { type: 'transfer', id: 'tr_4Xm9Pq' }, occurredAt: '2026-04-02T08:45:00.000Z' },
    ],
    [
      'a capability change, id without prefix',
      { type: 'capability.status_changed', resource: { type: 'capability', id: 'ach_pooled' }, occurredAt: '2026-04-02T08:45:00Z' },
    ],
    [
      'an event paykit does not know yet',
      { type: 'task.created', resource: { type: 'task', id: 'tsk_1' }, occurredAt: '2026-04-02T08:45:00.000Z', extra: true },
    ],
  ])('should parse %s unchanged', (_name, hint) => {
    expect(eventHintSchema.parse(hint)).toEqual(hint);
  });

  it.each([
    [
      'a webhook epoch createdAt instead of occurredAt',
      { type: 'x', resource: { type: 'transfer', id: 'tr_1' }, occurredAt: 1775119200000 },
      ['occurredAt'],
      /RFC 3339/,
    ],
    [
      'an empty resource id',
      { type: 'x', resource: { type: 'transfer', id: '' }, occurredAt: '2026-04-02T08:45:00.000Z' },
      ['resource', 'id'],
      /non-empty/,
    ],
  ])('should refuse %s', (_name, hint, path, message) => {
    const issues = eventHintSchema.safeParse(hint).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
