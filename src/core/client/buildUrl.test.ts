import { describe, expect, it } from 'vitest';
import { kitRoutes } from '../routes/index.js';
import { buildUrl, serializeQuery } from './buildUrl.js';

describe('given a route with path parameters', () => {
  it('should fill them under the base URL', () => {
    expect(buildUrl('/api/paykit/', kitRoutes.getSubmission, { taskId: 'tsk_1', submissionId: 'sub_2' })).toBe(
      '/api/paykit/tasks/tsk_1/submissions/sub_2',
    );
  });

  it.each(['tsk_1/../x', '../tsk_1', 'tsk_%2F', 'acc_1'])('should refuse the malformed task id %s', (taskId) => {
    expect(() => buildUrl('/api/paykit', kitRoutes.getTask, { taskId })).toThrow(TypeError);
  });

  it('should refuse a missing parameter', () => {
    expect(() => buildUrl('/api/paykit', kitRoutes.getTask, {})).toThrow(TypeError);
  });
});

describe('given query parameters', () => {
  it('should send the allowed ones and skip empty values', () => {
    expect(
      buildUrl(
        'https://shop.example/api/paykit',
        kitRoutes.listTasks,
        {},
        {
          status: 'action_required',
          limit: 10,
          cursor: undefined,
          updatedAfter: null,
        },
      ),
    ).toBe('https://shop.example/api/paykit/tasks?status=action_required&limit=10');
  });

  it('should repeat the key of an array', () => {
    expect(serializeQuery(kitRoutes.previewCapabilityTasks, { institutions: ['ins_a', 'ins b'] })).toBe(
      'institutions=ins_a&institutions=ins+b',
    );
  });

  it('should refuse a parameter outside the allowlist', () => {
    expect(() => serializeQuery(kitRoutes.listTasks, { customerId: 'cus_1' })).toThrow(
      'Query parameter "customerId" is not accepted by GET /tasks',
    );
  });

  it('should refuse any parameter on a route without a query', () => {
    expect(() => serializeQuery(kitRoutes.getCustomer, { limit: 1 })).toThrow(TypeError);
  });
});

describe('given a query value that cannot be sent', () => {
  it.each([{ limit: Number.NaN }, { cursor: { page: 2 } }, { institutions: [['nested']] }])('should refuse %o', (query) => {
    const route = 'institutions' in query ? kitRoutes.previewCapabilityTasks : kitRoutes.listTasks;
    expect(() => serializeQuery(route, query as never)).toThrow(TypeError);
  });
});
