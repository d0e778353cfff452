import type { RequirementConstraints, ReviewFeedback } from '../schemas/index.js';

/**
 * What a field asks for: the requirement's `request.type`, or `unknown` for a type the kit does
 * not know yet (its `rawType` keeps the type as sent).
 */
export type FieldKind =
  | 'profile'
  | 'text'
  | 'date'
  | 'single_select'
  | 'multi_select'
  | 'boolean'
  | 'attestation'
  | 'document'
  | 'resource_reference'
  | 'absence'
  | 'unknown';

/** Why a value does not answer a field. */
export type FieldProblemCode =
  | 'required'
  | 'invalid_type'
  | 'too_short'
  | 'too_long'
  | 'pattern_mismatch'
  | 'too_few_items'
  | 'too_many_items'
  | 'invalid_date'
  | 'attestation_required'
  | 'invalid_option'
  | 'duplicate_item'
  | 'invalid_document_id'
  | 'invalid_amount'
  | 'amount_scale_exceeded'
  | 'incomplete_address'
  | 'incomplete_item'
  | 'invalid_ssn'
  | 'invalid_itin'
  | 'invalid_ein'
  | 'invalid_cpf'
  | 'invalid_cnpj'
  | 'birth_date_in_future'
  | 'birth_date_implausible';

/**
 * A problem with a value: a machine-readable code, a message for developers (show a translated
 * message by `code`), for length and count problems the `limit` that was crossed and, in a list of
 * entries (tax identifiers), the `item` at fault.
 */
export interface FieldProblem {
  code: FieldProblemCode;
  message: string;
  limit?: number;
  /** The entry of a list value the problem is about, from 0 (the second tax identifier is 1). */
  item?: number;
}

/** A choice of a select field. */
export interface FieldOption {
  value: string;
  /** The label as sent; `null` when the API gave none (show the value). */
  label: string | null;
}

/** What a document field accepts, from the requirement's `constraints`. */
export interface DocumentConstraints {
  /** Document types the service accepts (e.g. `utility_bill`); empty when any. */
  acceptedDocumentTypes: readonly string[];
  /** File formats (e.g. `pdf`, `jpeg`); empty when any. */
  acceptedFormats: readonly string[];
  /** How old the document may be, in days; `null` when unlimited. */
  maxAgeDays: number | null;
  /** How the file may be captured (e.g. `upload`, `camera`); empty when unrestricted. */
  captureMethods: readonly string[];
  /** Whether the name on the document must match the customer. */
  isNameMatchRequired: boolean;
}

/** One requirement of a task as a form field. */
export interface FormField {
  /** The field's id: the requirement id (unique within a task). */
  id: string;
  requirementId: string;
  /** The stable name of the ask across tasks. */
  key: string;
  kind: FieldKind;
  /** `request.type` as sent, kept when `kind` is `unknown`. */
  rawType: string;
  /** The requirement status as sent. */
  status: string;
  /** `request.valueType` (e.g. `string`, `date`, `array`, `address`, `money`); `null` if absent. */
  valueType: string | null;
  /** The item type of an array value (e.g. `country_code`); `null` if absent. */
  itemValueType: string | null;
  /** The prompt exactly as sent (attestations show it whole); `null` when absent. */
  prompt: string | null;
  /** The prompt's first sentence, or the requirement key when there is no prompt. */
  label: string;
  /** The rest of the prompt after its first sentence; `null` when there is none. */
  help: string | null;
  /**
   * Whether the person must give a value. A field may stay empty only when its request is not
   * required and allows absence; it is then sent as an `absence` answer.
   */
  required: boolean;
  /** Whether the person may answer "I don't have this". */
  allowsAbsence: boolean;
  /** `request.section`; `null` when the requirement has none. */
  section: string | null;
  /** The reviewer's feedback from the last round; `null` when none. */
  reviewFeedback: ReviewFeedback | null;
  /** The request's `constraints` as sent (lengths, pattern, item counts); `null` when none. */
  constraints: RequirementConstraints | null;
  /** Choices of a select (or an enumerated profile field); empty otherwise. */
  options: readonly FieldOption[];
  /** What a document field accepts; `null` for other kinds. */
  document: DocumentConstraints | null;
  /** RFC 6901 pointer into the customer that a profile answer writes; `null` if absent. */
  profilePointer: string | null;
  /** The `alternativeKey` this field shares with others; `null` when it stands alone. */
  alternativeKey: string | null;
  /**
   * The current value: read from the customer at `profilePointer`, or the evidence's document
   * ids; `undefined` when there is none.
   */
  defaultValue: unknown;
  /** Requirements not `action_required` (satisfied, in review) are shown but not answered. */
  isReadOnly: boolean;
  /** Checks a value against the request; `null` when it answers the field. */
  validate: (value: unknown) => FieldProblem | null;
}

/** Requirements sharing an `alternativeKey`: exactly one member is answered. */
export interface ChoiceGroup {
  /** The group's `alternativeKey`. */
  id: string;
  /** The section of the first member. */
  section: string | null;
  /** The members, in task order. */
  members: readonly FormField[];
}

/** One thing to answer, in order: a lone field or a choice group. */
export type FormEntry = { type: 'field'; field: FormField } | { type: 'choice'; group: ChoiceGroup };

/** Entries sharing a `section`, in order of first appearance. */
export interface FormSection {
  /** The section name as sent; `null` for requirements without one. */
  id: string | null;
  entries: readonly FormEntry[];
}

/** The form for one task, built by `buildTaskForm`. */
export interface TaskFormModel {
  taskId: string;
  /** Sent back as `taskRevision`. */
  taskRevision: number;
  remediationRound: number;
  sections: readonly FormSection[];
  /** Every entry, section by section: the order of the answers `toSubmission` sends. */
  entries: readonly FormEntry[];
  /** Every field, read-only ones included, by id. */
  fieldsById: ReadonlyMap<string, FormField>;
  /** Starting values: the current value of every field. */
  defaultValues: TaskFormValues;
}

/** What a person entered. */
export interface TaskFormValues {
  /** Values by field (requirement) id. */
  answers?: Readonly<Record<string, unknown>>;
  /** Fields the person answered "I don't have this", by field id. */
  absent?: Readonly<Record<string, boolean>>;
  /** The chosen member's field id, by choice group id. */
  choices?: Readonly<Record<string, string>>;
}
