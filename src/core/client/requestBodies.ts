/**
 * Bodies the kit sends for onboarding: the customer, capability requests, task submissions,
 * related parties. Money bodies live in `moneyBodies.ts`, sandbox ones in `sandboxBodies.ts`.
 * None names a customer: the merchant's proxy binds the session's customer.
 */
import type { AnswerType, Customer, RelatedParty } from '../schemas/index.js';

/**
 * A merge document for `T` (PATCH): every field optional, `null` clears it, nested objects merge,
 * arrays replace whole.
 */
export type MergePatch<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[]
    ? NonNullable<T[K]> | null
    : NonNullable<T[K]> extends Record<string, unknown>
      ? MergePatch<NonNullable<T[K]>> | null
      : NonNullable<T[K]> | null;
};

/** A postal address; at least one part is required by the API. */
export interface AddressInput {
  streetLine1?: string;
  streetLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

/** An inline related party in a customer PATCH; one with an `id` is updated, one without is created. */
export type RelatedPartyUpsert = { id?: string } & MergePatch<Omit<RelatedParty, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>>;

/**
 * Body of `updateCustomer` (PATCH /customer): a merge document of the fields a customer may edit
 * about itself. `null` clears a nullable field, arrays replace whole (inline related parties upsert
 * by id). `externalId` and `metadata` belong to the merchant: the proxy refuses them.
 */
export type UpdateCustomerBody = MergePatch<Pick<Customer, 'individual' | 'business' | 'financialProfile'>> & {
  relatedParties?: readonly RelatedPartyUpsert[];
};

/** Body of `requestCapability`. */
export interface RequestCapabilityBody {
  /**
   * Public institution ids from the supported listing. Omitted or empty selects every default
   * institution; a non-empty list overrides the defaults.
   */
  institutions?: readonly string[];
}

/**
 * One answer of a submission, as sent (the schemas' `SubmissionAnswer` is the redacted answer
 * read back). Which field carries the answer depends on `answerType`:
 * `value` for `profile` (the value written at the requirement's `profilePointer`), `text`,
 * `date` (`YYYY-MM-DD`), `single_select` (a string), `multi_select` (an array of strings),
 * `boolean`, `attestation` (`true`) and `resource_reference` (an id); `documentIds` for
 * `document`; neither for `absence` (the customer has none, where the request `allowsAbsence`).
 */
export interface SubmissionAnswerInput {
  /** The requirement answered, from the task's current round. */
  requirementId: string;
  answerType: AnswerType;
  /** In an `alternativeKey` group, only the chosen member's requirement is answered. */
  value?: unknown;
  /** Uploaded `doc_…` ids, for `document` answers. */
  documentIds?: readonly string[];
}

/** Body of `createSubmission`: one answer per actionable requirement of the current round. */
export interface CreateSubmissionBody {
  /** The task's `revision` as read; a stale one is refused with `task_revision_conflict`. */
  taskRevision: number;
  answers: readonly SubmissionAnswerInput[];
}

/** The person behind a new related party; further person fields pass through. */
export interface RelatedPersonInput {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2. */
  residenceCountry?: string;
  mailingAddress?: AddressInput;
  [field: string]: unknown;
}

/** Body of `createRelatedParty` (business customers only). */
export interface CreateRelatedPartyBody {
  /** The only party type the API shows is `person`. */
  partyType: 'person' | (string & {});
  /** e.g. `director`, `control_person`; the list is open. */
  roles: readonly string[];
  title?: string | null;
  person: RelatedPersonInput;
}

/**
 * Body of `updateRelatedParty`: a deep merge; `null` clears an optional field, arrays replace
 * whole; id, customer and party type cannot change.
 */
export type UpdateRelatedPartyBody = MergePatch<Pick<RelatedParty, 'roles' | 'title' | 'person'>>;
