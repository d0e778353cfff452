import { ApiProblem } from '../../http/ApiProblem.js';
import type { Issues } from '../../validation/Issues.js';

/**
 * Throws the collected issues as a problem with `code`, stating `retryable` exactly as the
 * error catalog does (`Issues.throwIfAny` states it for validation_error only).
 */
export function throwIssuesAs(issues: Issues, status: number, code: string, retryable: boolean | undefined): void {
  if (issues.isEmpty) return;
  throw new ApiProblem({
    status,
    code,
    detail: `The request is invalid: ${issues.list.map((issue) => `${issue.pointer || '(body)'} ${issue.message}`).join('; ')}`,
    errors: issues.list,
    retryable,
  });
}
