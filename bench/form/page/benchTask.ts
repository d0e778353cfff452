import { customerSchema, taskSchema, type Customer, type Task } from '../../../src/core/schemas/index.js';

/** The id of the task the form bench renders. */
export const BENCH_TASK_ID = 'tsk_formbench';

/**
 * A customer-scoped task of `count` required text asks, shaped as the API sends them and parsed
 * as the kit parses them. Sections of ten, so the form renders as a real long task would.
 */
export function benchTask(count: number): Task {
  return taskSchema.parse({
    id: BENCH_TASK_ID,
    name: `A task of ${count} questions`,
    customerId: 'cus_formbench',
    scope: { type: 'customer', id: 'cus_formbench' },
    status: 'action_required',
    revision: 1,
    notices: [],
    requirements: Array.from({ length: count }, (_, index) => ({
      id: `req_${index + 1}`,
      key: `bench_question_${index + 1}`,
      status: 'action_required',
      section: `part_${Math.floor(index / 10) + 1}`,
      request: { type: 'text', prompt: `Answer to question ${index + 1}`, required: true, valueType: 'string' },
    })),
    verificationSessions: [],
    tosSessions: [],
    allowedSubmissionChannels: ['direct_submission'],
  });
}

/** The customer the bench task belongs to: an individual with nothing the task asks already known. */
export const benchCustomer: Customer = customerSchema.parse({
  id: 'cus_formbench',
  type: 'individual',
  individual: { firstName: 'Ada', lastName: 'Lovelace' },
});
