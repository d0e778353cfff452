import type { ErrorOption, FieldError as HookFormError } from 'react-hook-form';
import type { FieldProblem, SubmissionProblem } from '../../core/forms/index.js';
import type { FieldError } from '../../core/schemas/index.js';

const SERVER = 'server';

type ServerErrorOption = ErrorOption & { serverErrors: readonly FieldError[] };

/** A react-hook-form error carrying what the server said about a value (`type: 'server'`). */
export function serverErrorOption(errors: readonly FieldError[]): ErrorOption {
  const message = errors
    .map((error) => error.message)
    .filter(Boolean)
    .join(' ');
  const option: ServerErrorOption = { type: SERVER, message: message || 'The server refused this value.', serverErrors: errors };
  return option;
}

/** The server's errors held by a react-hook-form error, or `null` for the client's own. */
export function serverErrorsOf(error: HookFormError | undefined): readonly FieldError[] | null {
  if (error?.type !== SERVER) return null;
  const { serverErrors } = error as HookFormError & Partial<ServerErrorOption>;
  return serverErrors ?? [{ pointer: null, code: null, message: error.message ?? null }];
}

/** A react-hook-form error for a problem `toSubmission` found (`type` is the problem's code). */
export function problemErrorOption(problem: SubmissionProblem['problem']): ErrorOption {
  return { type: problem.code, message: problem.message };
}

/** The problem a react-hook-form error stands for, when it can no longer be worked out again. */
export function problemOfError(error: HookFormError): FieldProblem {
  return { code: error.type as FieldProblem['code'], message: error.message ?? '' };
}
