import { isPaykitError } from '../client/PaykitError.js';
import type { OnboardingStep } from '../onboarding/onboardingFlow.js';

/**
 * The version of the event catalogue every {@link PaykitEvent} carries as `version`. Adding an
 * event type or a field keeps it (a minor release); changing or removing a field, or changing
 * what an event means, raises it (a major release).
 */
export const PAYKIT_EVENT_VERSION = 1;

/** What every {@link PaykitEvent} carries besides its own fields. */
export interface PaykitEventBase {
  /** The catalogue's version, {@link PAYKIT_EVENT_VERSION}. */
  version: typeof PAYKIT_EVENT_VERSION;
  /** When it happened in the browser, as an ISO 8601 timestamp. */
  at: string;
}

/** An onboarding step was shown: when the flow mounts, and on each move to another step. */
export interface StepViewedEvent extends PaykitEventBase {
  type: 'step_viewed';
  step: OnboardingStep;
}

/** The API accepted a capability request (`<Onboarding>`, `useRequestCapability`, or a call through the provider's client). */
export interface CapabilityRequestedEvent extends PaykitEventBase {
  type: 'capability_requested';
  capabilityId: string;
}

/** A task form was opened (mounted, or given another task). */
export interface TaskOpenedEvent extends PaykitEventBase {
  type: 'task_opened';
  taskId: string;
}

/** The API accepted a submission to a task. */
export interface TaskSubmittedEvent extends PaykitEventBase {
  type: 'task_submitted';
  taskId: string;
}

/**
 * A task's submit did not go through: `code` is the API's problem code (`validation_failed`,
 * `revision_conflict`…), else the failure's kind (`network`, `timeout`, `unexpected`), or
 * `invalid_answers` when the form's own checks stopped it before anything was sent (then
 * `correlationId` is `null`).
 */
export interface TaskFailedEvent extends PaykitEventBase {
  type: 'task_failed';
  taskId: string;
  code: string;
  correlationId: string | null;
}

/** A document was uploaded: its id and the purpose it was sent for, never its file name. */
export interface DocumentUploadedEvent extends PaykitEventBase {
  type: 'document_uploaded';
  documentId: string;
  /** The purpose it was sent for (`utility_bill`…); `null` when it was sent as a `FormData` without one. */
  purpose: string | null;
}

/** A hosted verification or terms page was opened for the person. */
export interface VerificationOpenedEvent extends PaykitEventBase {
  type: 'verification_opened';
  taskId: string;
  /** The session's `key`, `null` when it has none. */
  sessionKey: string | null;
}

/**
 * The person came back from a hosted page this page opened: the session, read again, left
 * `action_required`, to `status` (`in_review`, `completed`…). Once per opening.
 */
export interface VerificationReturnedEvent extends PaykitEventBase {
  type: 'verification_returned';
  taskId: string;
  sessionKey: string | null;
  status: string;
}

/**
 * A capability read as not ready became `ready` while the page was open: once per capability per
 * provider. One already ready when first read is not reported (it did not become ready here).
 */
export interface CapabilityReadyEvent extends PaykitEventBase {
  type: 'capability_ready';
  capabilityId: string;
}

/** A failure was shown to the person (`ErrorCallout`): its code and the reference they may quote to support. */
export interface ErrorShownEvent extends PaykitEventBase {
  type: 'error_shown';
  /** The API's problem code, else the failure's kind (`network`, `timeout`…); `null` for a failure that is not a `PaykitError`. */
  code: string | null;
  correlationId: string | null;
}

/**
 * One step of the person's journey, for the merchant's analytics (`<PaykitProvider onEvent>`). Events
 * carry ids, codes and step names only, never what the person typed or uploaded (no answer, name,
 * email, amount or file name). New types may come in a minor release: ignore the ones you do not know.
 */
export type PaykitEvent =
  | StepViewedEvent
  | CapabilityRequestedEvent
  | TaskOpenedEvent
  | TaskSubmittedEvent
  | TaskFailedEvent
  | DocumentUploadedEvent
  | VerificationOpenedEvent
  | VerificationReturnedEvent
  | CapabilityReadyEvent
  | ErrorShownEvent;

/** An event's `type`. */
export type PaykitEventType = PaykitEvent['type'];

type WithoutBase<E> = E extends PaykitEvent ? Omit<E, keyof PaykitEventBase> : never;

/**
 * What a part reports: an event without its `version` and `at`, which {@link createPaykitEvent} adds.
 * A failure's `code` and `correlationId` may come as the failure itself (`error`, which never leaves),
 * or as the code alone of a failure that never reached the API (`'invalid_answers'`).
 */
export type PaykitEventInit =
  | (PaykitEvent extends infer E ? (E extends PaykitEvent ? Omit<E, keyof PaykitEventBase> : never) : never)
  | { type: 'task_failed'; taskId: string; error: unknown }
  | { type: 'error_shown'; error: unknown };

/** Each event type's own fields: the only ones an event ever carries. */
export const paykitEventFields: { readonly [T in PaykitEventType]: readonly (keyof WithoutBase<Extract<PaykitEvent, { type: T }>>)[] } = {
  step_viewed: ['type', 'step'],
  capability_requested: ['type', 'capabilityId'],
  task_opened: ['type', 'taskId'],
  task_submitted: ['type', 'taskId'],
  task_failed: ['type', 'taskId', 'code', 'correlationId'],
  document_uploaded: ['type', 'documentId', 'purpose'],
  verification_opened: ['type', 'taskId', 'sessionKey'],
  verification_returned: ['type', 'taskId', 'sessionKey', 'status'],
  capability_ready: ['type', 'capabilityId'],
  error_shown: ['type', 'code', 'correlationId'],
};

/**
 * The event to hand the merchant: the catalogue's fields of `init` only, each a string or `null`
 * (anything else becomes `null`), with the `version` and the time `now`; a failure given as `error`
 * gives its code (else its kind) and correlation id. Whatever a caller passes by mistake, nothing
 * beyond the catalogue leaves. `null` for a type the catalogue does not know.
 */
export function createPaykitEvent(init: PaykitEventInit, now: Date = new Date()): PaykitEvent | null {
  const fields: readonly string[] | undefined = paykitEventFields[init.type];
  if (!fields) return null;
  const source: Record<string, unknown> = { ...init };
  if ('error' in init) {
    const { error } = init;
    const failure = isPaykitError(error) ? error : undefined;
    source.code = typeof error === 'string' ? error : (failure?.code ?? failure?.kind);
    source.correlationId = failure?.correlationId;
  }
  const event: Record<string, unknown> = { version: PAYKIT_EVENT_VERSION, at: now.toISOString() };
  for (const field of fields) {
    const value = source[field];
    event[field] = typeof value === 'string' ? value : null;
  }
  return event as unknown as PaykitEvent;
}
