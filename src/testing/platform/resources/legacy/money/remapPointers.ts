import { ApiProblem } from '../../../http/ApiProblem.js';

/**
 * Runs `work`, which reports problems at v3 request pointers (`/in/amount`, `/capabilityId`), and
 * rewrites those pointers to the v1 fields that carried the values (`/fromAmount`, `/rail`).
 */
export function withV1Pointers<T>(pointers: Readonly<Record<string, string>>, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ApiProblem) || !error.errors) throw error;
    const { status, code, detail, retryable, extras, headers } = error;
    const errors = error.errors.map((issue) => ({ ...issue, pointer: pointers[issue.pointer] ?? issue.pointer }));
    throw new ApiProblem({ status, code, detail, retryable, extras, headers, errors });
  }
}
