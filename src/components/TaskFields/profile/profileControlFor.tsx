import type { FormField } from '../../../core/forms/index.js';
import type { TaskFieldControl, TaskFieldControlProps } from '../controlProps.js';
import { BooleanControl } from '../BooleanControl.js';
import { DateControl } from '../DateControl.js';
import { MultiSelectControl } from '../MultiSelectControl.js';
import { SingleSelectControl, usesRadios } from '../SingleSelectControl.js';
import { TextControl } from '../TextControl.js';
import { UnknownControl, acceptsPlainText } from '../UnknownControl.js';
import { AddressControl } from './AddressControl.js';
import { CountryListControl, CurrencyListControl } from './CodeListControl.js';
import { CountryControl } from './CountryControl.js';
import { FlowsControl } from './FlowsControl.js';
import { MoneyControl } from './MoneyControl.js';
import {
  EmailControl,
  IntegerControl,
  NameControl as PlainNameControl,
  NarrativeControl,
  normalisePhone,
  PhoneControl,
  UrlControl,
} from './ProfileTextControls.js';
import { trimText } from '../controlValues.js';
import { nameAutoComplete, pointerName, profileShape, type ProfileShape } from './profileShape.js';
import { TaxIdentifiersControl } from './TaxIdentifiersControl.js';

function NameControl(props: TaskFieldControlProps) {
  return <PlainNameControl {...props} autoComplete={nameAutoComplete(props.field) ?? 'off'} />;
}

function ProfileDateControl(props: TaskFieldControlProps) {
  return <DateControl {...props} autoComplete={pointerName(props.field) === 'birthDate' ? 'bday' : 'off'} />;
}

// Pure helpers, so a bundler can drop BY_SHAPE (and every control) from an app without TaskForm.
/* @__NO_SIDE_EFFECTS__ */
const label = (Control: TaskFieldControl['Control']): TaskFieldControl => ({ Control, labelling: 'label' });
/** A labelled control that is one text element whose value is its text (normalised as it is typed, if `normalise`): bound uncontrolled. */
/* @__NO_SIDE_EFFECTS__ */
const text = (Control: TaskFieldControl['Control'], normalise?: (text: string) => string): TaskFieldControl => ({
  Control,
  labelling: 'label',
  binding: 'text',
  normalise,
});
/* @__NO_SIDE_EFFECTS__ */
const fieldset = (Control: TaskFieldControl['Control']): TaskFieldControl => ({ Control, labelling: 'fieldset' });

const BY_SHAPE: Readonly<Record<Exclude<ProfileShape, 'singleChoice' | 'other'>, TaskFieldControl>> = {
  name: text(NameControl, trimText),
  text: text(NameControl, trimText),
  narrative: text(NarrativeControl),
  date: label(ProfileDateControl),
  country: label(CountryControl),
  countryList: fieldset(CountryListControl),
  currencyList: fieldset(CurrencyListControl),
  address: fieldset(AddressControl),
  phone: text(PhoneControl, normalisePhone),
  email: text(EmailControl, trimText),
  url: text(UrlControl, trimText),
  money: fieldset(MoneyControl),
  taxIdentifiers: fieldset(TaxIdentifiersControl),
  multiChoice: fieldset(MultiSelectControl),
  boolean: fieldset(BooleanControl),
  integer: label(IntegerControl),
  flows: fieldset(FlowsControl),
};

/** The unknown-answer fallback: labelled by its input when it has one, else grouped. */
export function unknownControlFor(field: FormField): TaskFieldControl {
  return acceptsPlainText(field) ? label(UnknownControl) : fieldset(UnknownControl);
}

/** Radios (in a fieldset) or a select (labelled), by the number of options. */
export function singleSelectControlFor(field: FormField): TaskFieldControl {
  return usesRadios(field) ? fieldset(SingleSelectControl) : label(SingleSelectControl);
}

/**
 * The control of a profile field, by its {@link profileShape}: names, dates, countries, country
 * and currency lists, addresses, phone, email, web address, money, tax identifiers, enumerated
 * fields as choices, booleans, counts, flows, descriptions; any other shape the unknown-answer
 * fallback.
 */
export function profileControlFor(field: FormField): TaskFieldControl {
  const shape = profileShape(field);
  if (shape === 'singleChoice') return singleSelectControlFor(field);
  if (shape === 'other') return unknownControlFor(field);
  return BY_SHAPE[shape];
}

/** A text field: the general {@link TextControl}. */
export const textControl: TaskFieldControl = text(TextControl);
