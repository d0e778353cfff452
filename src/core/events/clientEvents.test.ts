import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type PaykitClient } from '../client/index.js';
import { withClientEvents } from './clientEvents.js';
import type { PaykitEventInit } from './paykitEvents.js';

const refusal = new PaykitError({ kind: 'problem', status: 409, code: 'task_revision_conflict', correlationId: 'req_7' });

function reportingClient() {
  const client = {
    baseUrl: '/api/paykit',
    requestCapability: vi.fn(async (capabilityId: string) => ({ id: capabilityId, status: 'pending' })),
    createSubmission: vi.fn(async (taskId: string) => {
      if (taskId === 'tsk_stale') throw refusal;
      return { id: 'sub_1', taskId };
    }),
    uploadDocument: vi.fn(async () => ({ id: 'doc_1', fileName: 'ada-lovelace-passport.pdf' })),
    getTask: vi.fn(),
  } as unknown as PaykitClient;
  const events: PaykitEventInit[] = [];
  return { client, reporting: withClientEvents(client, (event) => events.push(event)), events };
}

describe('given the provider client while onEvent listens', () => {
  it('should report each accepted capability request, submission and upload once, by id', async () => {
    const { reporting, events } = reportingClient();
    await reporting.requestCapability('ach_pooled', undefined, { idempotencyKey: 'k1' });
    await reporting.createSubmission('tsk_1', { taskRevision: 1, answers: [] }, { idempotencyKey: 'k2' });
    await reporting.uploadDocument({ file: new Blob(['%PDF']), purpose: 'utility_bill', fileName: 'ada-lovelace-passport.pdf' });

    expect(events).toEqual([
      { type: 'capability_requested', capabilityId: 'ach_pooled' },
      { type: 'task_submitted', taskId: 'tsk_1' },
      { type: 'document_uploaded', documentId: 'doc_1', purpose: 'utility_bill' },
    ]);
    expect(JSON.stringify(events)).not.toContain('ada-lovelace');
  });

  it('should report a refused submission with its failure and still throw it to the caller', async () => {
    const { reporting, events } = reportingClient();
    await expect(reporting.createSubmission('tsk_stale', { taskRevision: 1, answers: [] })).rejects.toBe(refusal);
    expect(events).toEqual([{ type: 'task_failed', taskId: 'tsk_stale', error: refusal }]);
  });

  it('should keep every other method and property the client has, and add none it lacks', () => {
    const { client, reporting } = reportingClient();
    expect(reporting.getTask).toBe(client.getTask);
    expect(reporting.baseUrl).toBe('/api/paykit');
    const partial = withClientEvents({ getCustomer: vi.fn() } as unknown as PaykitClient, vi.fn());
    expect('createSubmission' in partial).toBe(false);
  });

  it('should keep a client whose methods live on its class, with its own this', async () => {
    class ClassClient {
      readonly baseUrl = '/api/paykit';
      private readonly prefix = 'sub_';
      async createSubmission(taskId: string) {
        return { id: `${this.prefix}1`, taskId };
      }
      async getCustomer() {
        return { id: 'cus_1' };
      }
    }
    const events: PaykitEventInit[] = [];
    const reporting = withClientEvents(new ClassClient() as unknown as PaykitClient, (event) => events.push(event));
    await expect(reporting.getCustomer()).resolves.toEqual({ id: 'cus_1' });
    await expect(reporting.createSubmission('tsk_1', { taskRevision: 1, answers: [] })).resolves.toMatchObject({ id: 'sub_1' });
    expect(events).toEqual([{ type: 'task_submitted', taskId: 'tsk_1' }]);
  });
});
