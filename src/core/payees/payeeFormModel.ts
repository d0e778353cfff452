/**
 * The shapes shared by the recipient and destination forms: fields as data the UI renders, the
 * values a person typed, and the errors client checks and the server report alike.
 */

/** How a field is entered: free text, one of `options`, or a country code. */
export type PayeeFieldKind = 'text' | 'select' | 'country';

/** The `inputMode` hint for a text field's on-screen keyboard. */
export type PayeeInputMode = 'text' | 'numeric' | 'email' | 'tel';

/** One field of a payee form. */
export interface PayeeField {
  /** The key of the field in the form values, e.g. `routingNumber` or `bankAddress.city`. */
  name: string;
  /** Where the field sits in the request body as a JSON Pointer: the `errors[].pointer` the server uses. */
  pointer: string;
  kind: PayeeFieldKind;
  /** Whether the person must give a value. */
  required: boolean;
  /** The longest value accepted, in characters; `undefined` when the check is not a length. */
  maxLength?: number;
  /**
   * A select's values in display order, or the country codes a country field allows; a country
   * field without options allows every ISO 3166-1 country.
   */
  options?: readonly string[];
  /** The value to start with; `undefined` starts empty. */
  defaultValue?: string;
  /** The on-screen keyboard to show. */
  inputMode?: PayeeInputMode;
  /** The HTML `autocomplete` token, e.g. `given-name`, `off`. */
  autoComplete?: string;
  /** Fields that render together in a fieldset share a group, e.g. `address`, `bankAddress`. */
  group?: string;
}

/** The fields of one form, in display order. */
export interface PayeeFormModel {
  /** The destination method (`ach`, `wire`, `sepa`, `wallet`) or recipient type (`individual`, `business`). */
  type: string;
  fields: readonly PayeeField[];
}

/**
 * What a person typed, by field name. An absent field takes its `defaultValue`; an empty one
 * (`''`) was cleared on purpose.
 */
export type PayeeFormValues = Readonly<Record<string, string | undefined>>;

/** Stable codes of the client checks; the UI turns each into a message. */
export type PayeeErrorCode =
  | 'required'
  | 'too_long'
  | 'digits_only'
  | 'routing_length'
  | 'routing_prefix'
  | 'routing_checksum'
  | 'account_number_length'
  | 'account_number_format'
  | 'iban_invalid'
  | 'iban_checksum'
  | 'iban_not_sepa'
  | 'bic_invalid'
  | 'bic_country_mismatch'
  | 'address_format'
  | 'address_checksum'
  | 'country_invalid'
  | 'country_unsupported'
  | 'option_invalid'
  | 'email_invalid'
  | 'phone_invalid'
  | 'control_character'
  | 'ascii_only'
  | 'type_unsupported';

/**
 * A client check that failed, in the form of a problem+json `errors[]` item so client and server
 * errors reach fields the same way (by `pointer`).
 */
export interface PayeeError {
  /** The field's JSON Pointer, e.g. `/details/routingNumber`. */
  pointer: string;
  code: PayeeErrorCode;
  /** A message for developers; show a translated message chosen by `code`. */
  message?: string;
}

/** The values a model starts with: each field's `defaultValue`. */
export function defaultPayeeValues(model: PayeeFormModel): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of model.fields) if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  return values;
}

/** `values` with each absent field of `model` set to its `defaultValue`. */
export function withDefaults(model: PayeeFormModel, values: PayeeFormValues): PayeeFormValues {
  return { ...defaultPayeeValues(model), ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) };
}
