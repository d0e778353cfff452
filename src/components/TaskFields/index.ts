export { AbsenceControl } from './AbsenceControl.js';
export { AttestationControl } from './AttestationControl.js';
export { BooleanControl } from './BooleanControl.js';
export { asText } from './controlValues.js';
export type { ControlBinding, ControlLabelling, TaskFieldControl, TaskFieldControlProps } from './controlProps.js';
export { DateControl, type DateControlProps } from './DateControl.js';
export { formatFieldValue, maskTaxNumber } from './formatFieldValue.js';
export { MultiSelectControl } from './MultiSelectControl.js';
export { problemMessage, type ProblemLike } from './problemMessage.js';
export { ReadOnlyValue, type ReadOnlyValueProps } from './ReadOnlyValue.js';
export { SingleSelectControl } from './SingleSelectControl.js';
export { TextControl, TextInput, type TextInputOptions } from './TextControl.js';
export { UnknownControl } from './UnknownControl.js';
export { AddressControl } from './profile/AddressControl.js';
export { ADDRESS_AUTOCOMPLETE, ADDRESS_PARTS, type AddressPart } from './profile/addressParts.js';
export { CountryListControl, CurrencyListControl } from './profile/CodeListControl.js';
export { CountryControl } from './profile/CountryControl.js';
export { FlowsControl } from './profile/FlowsControl.js';
export { MoneyControl } from './profile/MoneyControl.js';
export { ProfileControl } from './profile/ProfileControl.js';
export { profileControlFor, singleSelectControlFor, textControl, unknownControlFor } from './profile/profileControlFor.js';
export { profileShape, type ProfileShape } from './profile/profileShape.js';
export {
  EmailControl,
  IntegerControl,
  NameControl,
  NarrativeControl,
  PhoneControl,
  UrlControl,
  type NameControlProps,
} from './profile/ProfileTextControls.js';
export { TaxIdentifiersControl } from './profile/TaxIdentifiersControl.js';
