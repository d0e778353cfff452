/**
 * The errors of a model form (a recipient, destination, related-party or quote form): the
 * client checks' and the server's, placed on the fields shown, in form order.
 */
import type { FieldError } from '../schemas/index.js';

/**
 * A model form field's error: the client's own check (`problem`, a code the UI words), or what
 * the server said about the value it was sent (`errors`, the problem+json `errors[]` placed there).
 */
export type ModelFieldError<TProblem> = { source: 'client'; problem: TProblem } | { source: 'server'; errors: readonly FieldError[] };

/** A server refusal placed on a model form: errors by field name, and those no field owns. */
export interface ModelServerErrors {
  fields: Readonly<Partial<Record<string, readonly FieldError[]>>>;
  form: readonly FieldError[];
}

/** The errors of a model form, as {@link placeModelFormErrors} places them. */
export interface PlacedModelFormErrors<TProblem> {
  /** The error of each invalid field shown, by field name. */
  byName: Readonly<Partial<Record<string, ModelFieldError<TProblem>>>>;
  /** The names of the invalid fields, in form order: the first is the one to focus. */
  invalidNames: readonly string[];
  /** Whether the server's refusal landed on at least one field shown (where no client error wins). */
  hasServerFieldErrors: boolean;
}

/**
 * Places the client's `problems` and the server's `server` errors on the fields `names` (the
 * fields shown, in form order); a client problem wins over a server error on the same field, and
 * an error on a field not shown is left out.
 *
 * @example
 * placeModelFormErrors(['firstName', 'email'], { email: 'email_invalid' }, null).invalidNames; // ['email']
 */
export function placeModelFormErrors<TProblem>(
  names: readonly string[],
  problems: Readonly<Partial<Record<string, TProblem>>>,
  server: ModelServerErrors | null,
): PlacedModelFormErrors<TProblem> {
  const byName: Partial<Record<string, ModelFieldError<TProblem>>> = {};
  const invalidNames: string[] = [];
  let hasServerFieldErrors = false;
  for (const name of names) {
    const problem = problems[name];
    const serverErrors = server?.fields[name];
    if (problem !== undefined) byName[name] = { source: 'client', problem };
    else if (serverErrors && serverErrors.length > 0) {
      byName[name] = { source: 'server', errors: serverErrors };
      hasServerFieldErrors = true;
    } else continue;
    invalidNames.push(name);
  }
  return { byName, invalidNames, hasServerFieldErrors };
}
