/** One invalid field: a JSON Pointer into the request, a code and a message. */
export interface FieldIssue {
  pointer: string;
  code: string;
  message: string;
}

/** Fields a problem may carry besides the standard ones (transferId, blockingResources, …). */
export type ProblemExtras = Record<string, unknown>;

/**
 * An API error the fake answers with: thrown anywhere inside a handler, turned into an
 * `application/problem+json` response by the request pipeline.
 */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: FieldIssue[] | undefined;
  readonly retryable: boolean | undefined;
  readonly extras: ProblemExtras;
  readonly headers: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    errors?: FieldIssue[];
    retryable?: boolean;
    extras?: ProblemExtras;
    headers?: Record<string, string>;
  }) {
    super(init.detail);
    this.name = 'ApiProblem';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.errors = init.errors;
    this.retryable = init.retryable;
    this.extras = init.extras ?? {};
    this.headers = init.headers ?? {};
  }
}

/** Shorthand for the most common problems. */
export const problems = {
  notFound: (code: string, detail: string) =>
    new ApiProblem({ status: 404, code, detail, retryable: code === 'not_found' ? undefined : false }),
  validation: (errors: FieldIssue[], status = 400, detail = 'The request is invalid; see errors.') =>
    new ApiProblem({ status, code: 'validation_error', detail, errors, retryable: false }),
  conflict: (code: string, detail: string, extras?: ProblemExtras, retryable?: boolean) =>
    new ApiProblem({ status: 409, code, detail, extras, retryable }),
  /** 413 for a body over `limit` bytes; `advice` ends the detail (what to send instead). */
  bodyTooLarge: (limit: number, advice = '') =>
    new ApiProblem({
      status: 413,
      code: 'request_body_too_large',
      detail: `The request body is larger than ${limit} bytes${advice}.`,
      retryable: false,
    }),
};
