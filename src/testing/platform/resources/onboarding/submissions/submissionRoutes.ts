import { ApiProblem } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import { ok, type RouteDef } from '../../../http/RequestContext.js';
import { submissionsOf, submissionsOfTask } from '../store.js';
import { requireCustomerTask } from '../tasks/findTask.js';
import { createSubmission } from './createSubmission.js';
import { presentRedactedSubmission, presentSubmission } from './presentSubmission.js';
import { reviewTask } from './reviewTask.js';

/** Submissions of a task (list redacted, read in full, create) and the sandbox review. */
export const submissionRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/tasks/{taskId}/submissions',
    list: true,
    handler: (ctx) => {
      const { task } = requireCustomerTask(ctx);
      return paginate(ctx, submissionsOfTask(ctx.partition, task.id), presentRedactedSubmission);
    },
  },
  {
    method: 'POST',
    path: '/v3/customers/{customerId}/tasks/{taskId}/submissions',
    maxBodyBytes: (settings) => settings.maxSubmissionBytes,
    handler: createSubmission,
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/tasks/{taskId}/submissions/{submissionId}',
    handler: (ctx) => {
      const { task } = requireCustomerTask(ctx);
      const submission = submissionsOf(ctx.partition).get(ctx.params.submissionId as string);
      if (!submission || submission.taskId !== task.id) {
        throw new ApiProblem({ status: 404, code: 'not_found', detail: `Task ${task.id} has no submission ${ctx.params.submissionId}.` });
      }
      return ok(presentSubmission(submission));
    },
  },
  { method: 'POST', path: '/v3/sandbox/tasks/{taskId}/review', sandbox: true, handler: reviewTask },
];
