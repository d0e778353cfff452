import type { FormField } from '../../core/forms/index.js';
import { DocumentControl } from '../DocumentField/index.js';
import { ResourceReferenceControl } from '../ResourceReference/index.js';
import {
  AbsenceControl,
  AttestationControl,
  BooleanControl,
  DateControl,
  MultiSelectControl,
  profileControlFor,
  singleSelectControlFor,
  type TaskFieldControl,
  textControl,
  unknownControlFor,
} from '../TaskFields/index.js';

const DATE: TaskFieldControl = { Control: DateControl, labelling: 'label' };
const MULTI_SELECT: TaskFieldControl = { Control: MultiSelectControl, labelling: 'fieldset' };
const BOOLEAN: TaskFieldControl = { Control: BooleanControl, labelling: 'fieldset' };
const ATTESTATION: TaskFieldControl = { Control: AttestationControl, labelling: 'self' };
const ABSENCE: TaskFieldControl = { Control: AbsenceControl, labelling: 'self' };
const DOCUMENT: TaskFieldControl = { Control: DocumentControl, labelling: 'fieldset' };
const RESOURCE_REFERENCE: TaskFieldControl = { Control: ResourceReferenceControl, labelling: 'label' };

/**
 * The control for a field and how the field around it labels it (`label`: a `<label for>`;
 * `fieldset`: a `<fieldset>` whose legend is the label; `self`: the control carries the label,
 * as an attestation's checkbox reads the exact prompt). Every kind has one: `profile` fields by
 * their pointer and value type, an `absence` ask as a confirmation checkbox, a select without
 * options as text, and `unknown` (or anything else) as the fallback that says what is asked and
 * still takes text where it can. Never throws; the same field always gets the same control.
 *
 * @example
 * const { Control, labelling } = controlFor(field);
 * // labelling === 'label' → <label htmlFor={controlId}>{field.label}</label><Control … />
 */
export function controlFor(field: FormField): TaskFieldControl {
  switch (field.kind) {
    case 'text':
      return textControl;
    case 'date':
      return DATE;
    case 'single_select':
      return field.options.length > 0 ? singleSelectControlFor(field) : textControl;
    case 'multi_select':
      return field.options.length > 0 ? MULTI_SELECT : unknownControlFor(field);
    case 'boolean':
      return BOOLEAN;
    case 'attestation':
      return ATTESTATION;
    case 'absence':
      return ABSENCE;
    case 'document':
      return DOCUMENT;
    case 'resource_reference':
      return RESOURCE_REFERENCE;
    case 'profile':
      return profileControlFor(field);
    default:
      return unknownControlFor(field);
  }
}
