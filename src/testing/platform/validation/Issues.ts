import { ApiProblem, type FieldIssue } from '../http/ApiProblem.js';

/**
 * Collects every invalid field of a request before answering, so one response names them all.
 *
 * @example
 * const issues = new Issues();
 * checkName(issues, '/individual/firstName', body.individual.firstName);
 * issues.throwIfAny(); // 400 validation_error with errors[]
 */
export class Issues {
  readonly list: FieldIssue[] = [];

  add(pointer: string, code: string, message: string): void {
    this.list.push({ pointer, code, message });
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  /** Throws `validation_error` (or `code`) with every collected issue. */
  throwIfAny(status = 400, code = 'validation_error'): void {
    if (this.isEmpty) return;
    throw new ApiProblem({
      status,
      code,
      detail: `The request is invalid: ${this.list.map((issue) => `${issue.pointer || '(body)'} ${issue.message}`).join('; ')}`,
      errors: this.list,
      retryable: code === 'validation_error' ? false : undefined,
    });
  }
}

/** The JSON Pointer of `key` under `parent` (RFC 6901 escaping). */
export function pointerTo(parent: string, key: string | number): string {
  return `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}
