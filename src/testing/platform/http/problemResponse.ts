import type { ApiProblem } from './ApiProblem.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The problem+json body of `problem`: `type` is `{errorsUrl}/<code with hyphens>`. */
export function problemBody(problem: ApiProblem, correlationId: string, errorsUrl: string): Record<string, unknown> {
  return {
    type: `${errorsUrl}/${problem.code.replaceAll('_', '-')}`,
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    code: problem.code,
    detail: problem.detail,
    correlationId,
    ...(problem.retryable === undefined ? {} : { retryable: problem.retryable }),
    ...(problem.errors ? { errors: problem.errors } : {}),
    ...problem.extras,
  };
}
