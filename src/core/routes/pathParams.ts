/**
 * Longest id, in characters, the client sends and the proxy forwards (path parameters and the ids
 * a body names). The API gives ids no length ("the prefix followed by alphanumeric characters");
 * platform ids are far shorter, so 128 refuses only what cannot be an id, before it costs anything.
 */
export const MAX_ID_LENGTH = 128;

/**
 * Patterns each path parameter must match before any URL is built: the resource's id prefix
 * followed by alphanumerics, at most {@link MAX_ID_LENGTH} characters in all. Capability ids are a
 * method, optionally qualified by an account type (`ach_pooled`, `card`, `stablecoin_transfers`).
 */
export const pathParamPatterns = {
  capabilityId: /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/,
  applicationId: /^apl_[A-Za-z0-9]+$/,
  taskId: /^tsk_[A-Za-z0-9]+$/,
  submissionId: /^sub_[A-Za-z0-9]+$/,
  documentId: /^doc_[A-Za-z0-9]+$/,
  accountId: /^acc_[A-Za-z0-9]+$/,
  recipientId: /^rcp_[A-Za-z0-9]+$/,
  destinationId: /^dst_[A-Za-z0-9]+$/,
  relatedPartyId: /^rp_[A-Za-z0-9]+$/,
  ruleId: /^rul_[A-Za-z0-9]+$/,
  quoteId: /^quo_[A-Za-z0-9]+$/,
  transferId: /^tr_[A-Za-z0-9]+$/,
  customerId: /^cus_[A-Za-z0-9]+$/,
  /** A KYC provider of the legacy embedded-verification token (an open set of names, e.g. `persona`). */
  provider: /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$/,
} as const;

/** A path parameter name the kit knows. */
export type PathParamName = keyof typeof pathParamPatterns;

/** The `{name}` parameters of a path template, as a string-literal union. */
export type PathParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamsOf<Rest> : never;

/** The parameter names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** True when `value` is a well-formed `name` parameter of at most {@link MAX_ID_LENGTH} characters. Unknown names never match. */
export function isValidPathParam(name: string, value: string): boolean {
  const pattern = (pathParamPatterns as Record<string, RegExp>)[name];
  return pattern !== undefined && typeof value === 'string' && value.length <= MAX_ID_LENGTH && pattern.test(value);
}

/**
 * Fills a path template. Every value must match its pattern: a value that does not is refused,
 * so no caller can smuggle `..`, `/` or an encoded character into a URL.
 */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    if (!isValidPathParam(name, value)) throw new TypeError(`Malformed path parameter "${name}"`);
    return value;
  });
}
