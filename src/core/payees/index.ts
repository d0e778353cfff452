/**
 * Recipients and destinations without React: form models as data, client checks whose pointers
 * match the server's, request bodies, and server problems placed on fields.
 */
export { isValidRoutingNumber, normalizeRoutingNumber, routingNumberProblem, type RoutingNumberProblem } from './abaRoutingNumber.js';
export { ibanProblem, isValidBicCode, normalizeBic, normalizeIban, type IbanProblem } from './bankCoordinates.js';
export { toCreateDestinationBody } from './destinationBody.js';
export {
  DOMESTIC_WIRE_COUNTRY,
  destinationCurrency,
  destinationFormModel,
  destinationMethodCurrencies,
  destinationMethods,
  isDestinationMethod,
  isDomesticWire,
  type DestinationMethod,
} from './destinationFormModel.js';
export { payeeFieldErrors, type PayeeFieldErrors, type PayeeProblem, type PayeeProblemError } from './payeeFieldErrors.js';
export { payeeProblemsByName, payeeServerErrors } from './payeeFormPlacement.js';
export {
  defaultPayeeValues,
  withDefaults,
  type PayeeError,
  type PayeeErrorCode,
  type PayeeField,
  type PayeeFieldKind,
  type PayeeFormModel,
  type PayeeFormValues,
  type PayeeInputMode,
} from './payeeFormModel.js';
export { toCreateRecipientBody, toUpdateRecipientBody } from './recipientBody.js';
export {
  EMAIL_MAX_LENGTH,
  isRecipientType,
  payoutAddressParts,
  recipientAddressParts,
  recipientFormModel,
  recipientFormValues,
  recipientNameFields,
  type RecipientFormOptions,
  type RecipientType,
} from './recipientFormModel.js';
export { missingPayoutAddress, type PayoutAddressPart } from './missingPayoutAddress.js';
export { NAME_MAX_LENGTH } from './textChecks.js';
export { normalizeAccountNumber, validateDestination } from './validateDestination.js';
export { normalizePhone, normalizeRecipientValue, validateRecipient } from './validateRecipient.js';
export {
  isWalletAddressFor,
  walletAddressForms,
  walletNetworkFamilies,
  walletNetworkFamily,
  type WalletNetworkFamily,
} from './walletAddress.js';
export { destinationCoordinates, lastFour, maskIban, shortenAddress, type DestinationCoordinates } from './destinationSummary.js';
