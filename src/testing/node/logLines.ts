import type { DeliveryAttemptListener } from '../platform/resources/webhooks/index.js';

const API_KEY = /sk_(?:sandbox|production)_[A-Za-z0-9_-]*/g;
const SECRET = /whsec_[A-Za-z0-9+/=]*/g;
const SENSITIVE_PARAM = /key|token|secret|signature|password|auth/i;

/** `line` with anything shaped like an API key or signing secret masked. */
export function redactSecrets(line: string): string {
  return line.replace(API_KEY, 'sk_[redacted]').replace(SECRET, 'whsec_[redacted]');
}

function pathAndQuery(url: URL): string {
  const redacted = new URLSearchParams();
  for (const [name, value] of url.searchParams) redacted.append(name, SENSITIVE_PARAM.test(name) ? '[redacted]' : value);
  const query = redacted.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * One log line for one request: method, path and query, status, duration and request id. Never
 * a header, so never the API key; a key pasted into the path or query is masked too.
 */
export function describeRequest(request: Request, response: Response, elapsedMs: number): string {
  const url = new URL(request.url);
  const requestId = response.headers.get('x-request-id') ?? '';
  return redactSecrets(`${request.method} ${pathAndQuery(url)} ${response.status} ${Math.round(elapsedMs)}ms ${requestId}`.trimEnd());
}

/** One log line for one webhook delivery attempt: event, message id, target, outcome. */
export function describeDeliveryAttempt(attempt: Parameters<DeliveryAttemptListener>[0]): string {
  const target = URL.canParse(attempt.url) ? new URL(attempt.url) : undefined;
  const where = target ? `${target.origin}${target.pathname}` : '(invalid url)';
  const outcome = attempt.status !== undefined ? String(attempt.status) : `error (${attempt.error ?? 'unknown'})`;
  const next = attempt.final ? '' : ', will retry';
  return redactSecrets(`webhook ${attempt.eventType} ${attempt.messageId} -> ${where} ${outcome} attempt ${attempt.attempt}${next}`);
}
