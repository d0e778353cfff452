/**
 * paykit/schemas: the zod schemas of every Payments Platform API v3 resource paykit reads, with
 * their open value lists and types (the types are also exported by `paykit`). Each name is listed;
 * what is not listed here is internal.
 *
 * Built with `zod/mini` (the functional API: compose them as `z.nullish(taskSchema)`, `z.extend(taskSchema, { … })`).
 *
 * Lenient where the API says clients must tolerate change: objects keep unknown fields and enums
 * are open (`Known | (string & {})`). Strict where the kit relies on a value: ids, amounts,
 * currencies, countries, timestamps and URLs, with messages naming the expected form. Only ids,
 * the discriminators the kit branches on and status fields are required; other fields accept
 * null or absence, and lists the kit iterates read absent or null as `[]`.
 */
export { isKnownValue, openEnum, type OpenEnum, type OpenEnumSchema } from './openEnum.js';
export {
  amountScaleCheck,
  amountSchema,
  capabilityIdSchema,
  countryCodeSchema,
  currencyCodeSchema,
  dateSchema,
  decimalSchema,
  httpsUrlSchema,
  idPrefixes,
  idSchema,
  listOf,
  metadataSchema,
  moneySchema,
  moneySideSchema,
  optionalBoolean,
  optionalCount,
  optionalString,
  optionalTimestamp,
  resourceRefSchema,
  timestampSchema,
  type IdPrefix,
  type Metadata,
  type Money,
  type MoneySide,
  type ResourceRef,
} from './primitives.js';
export { isHostedUrl } from './hostedUrl.js';
export { addressSchema, type Address } from './address.js';
export {
  capabilityStatusReasonSchema,
  reviewFeedbackSchema,
  stateDetailSchema,
  statusActors,
  statusReasonSchema,
  statusResolutions,
  type CapabilityStatusReason,
  type ReviewFeedback,
  type StateDetail,
  type StatusActor,
  type StatusReason,
  type StatusResolution,
} from './statusReason.js';
export { dataEnvelope, listEnvelope, type DataEnvelope, type ListEnvelope } from './envelope.js';
export { taxIdentifierSchema, taxIdentifierTypes, type TaxIdentifier } from './taxIdentifier.js';
export {
  accountPurposes,
  corridorSchema,
  counterpartyEntityTypes,
  counterpartyRelationships,
  expectedTransactionPurposes,
  financialProfileSchema,
  flowsSchema,
  fundsHandlingActivities,
  sourcesOfFunds,
  sourcesOfWealth,
  type Corridor,
  type FinancialProfile,
  type Flows,
} from './financialProfile.js';
export { businessEntityTypes, businessProfileSchema, type BusinessProfile } from './businessProfile.js';
export {
  relatedPartyRoles,
  relatedPartySchema,
  relatedPartyTypes,
  relatedPersonSchema,
  type RelatedParty,
  type RelatedPartyRole,
  type RelatedPerson,
} from './relatedParty.js';
export {
  customerSchema,
  customerTypes,
  individualProfileSchema,
  type Customer,
  type CustomerType,
  type IndividualProfile,
} from './customer.js';
export { recipientRelationships, recipientSchema, recipientStatuses, recipientTypes, type Recipient } from './recipient.js';
export {
  achDetailsSchema,
  bankAccountTypes,
  destinationDetailsSchema,
  destinationSchema,
  destinationStatuses,
  destinationTypes,
  sepaDetailsSchema,
  walletDetailsSchema,
  walletNetworks,
  walletOwnershipTypes,
  wireDetailsSchema,
  type AchDetails,
  type Destination,
  type DestinationDetails,
  type SepaDetails,
  type WalletDetails,
  type WalletNetwork,
  type WireDetails,
} from './destination.js';
export { institutionSchema, type Institution } from './institution.js';
export { applicationSchema, applicationStatuses, type Application, type ApplicationStatus } from './application.js';
export {
  accountProvisionings,
  capabilityAccountTypes,
  capabilityDirections,
  capabilityMethods,
  capabilitySchema,
  capabilityStatuses,
  type Capability,
  type CapabilityDirection,
  type CapabilityMethod,
  type CapabilityStatus,
} from './capability.js';
export {
  capabilityAvailabilities,
  capabilityCurrenciesSchema,
  eligibilitySchema,
  eligibilityStatuses,
  offeredInstitutionSchema,
  supportedCapabilitySchema,
  type CapabilityCurrencies,
  type CapabilityEligibility,
  type OfferedInstitution,
  type SupportedCapability,
} from './supportedCapability.js';
export {
  answerTypes,
  evidenceProvenanceSchema,
  evidenceSchema,
  evidenceSources,
  evidenceStatuses,
  evidenceTypes,
  requirementConstraintsSchema,
  requirementOptionSchema,
  requirementRequestSchema,
  requirementSchema,
  requirementStatuses,
  type AnswerType,
  type Requirement,
  type RequirementConstraints,
  type RequirementEvidence,
  type RequirementOption,
  type RequirementRequest,
  type RequirementStatus,
} from './requirement.js';
export {
  completionPolicySchema,
  completionPolicyTypes,
  completionRules,
  sessionActionKinds,
  sessionActionSchema,
  sessionStatuses,
  tosSessionSchema,
  verificationSessionSchema,
  type CompletionPolicy,
  type SessionAction,
  type SessionStatus,
  type TosSession,
  type VerificationSession,
} from './session.js';
export {
  deadlineOutcomes,
  submissionChannels,
  taskCategories,
  taskDeadlineSchema,
  taskNoticeSchema,
  taskReasonSchema,
  taskSchema,
  taskScopeSchema,
  taskScopeTypes,
  taskStatuses,
  type Task,
  type TaskDeadline,
  type TaskNotice,
  type TaskReason,
  type TaskScope,
  type TaskStatus,
} from './task.js';
export { taskPreviewItemSchema, type TaskPreviewItem } from './taskPreview.js';
export { taskHistoryEventSchema, taskHistorySchema, type TaskHistory, type TaskHistoryEvent } from './taskHistory.js';
export {
  submissionAnswerSchema,
  submissionOutcomes,
  submissionSchema,
  type Submission,
  type SubmissionAnswer,
  type SubmissionOutcome,
} from './submission.js';
export {
  accountDetailsSchema,
  accountFeesSchema,
  accountOrigins,
  accountRoutingSchema,
  accountSchema,
  accountStatuses,
  accountTypes,
  balanceSchema,
  settlementSchema,
  type Account,
  type AccountDetails,
  type AccountFees,
  type AccountRouting,
  type AccountStatus,
  type Balance,
} from './account.js';
export {
  feeSchema,
  feeTypes,
  quoteSchema,
  quoteStates,
  transferDirections,
  type Fee,
  type Quote,
  type QuoteState,
  type TransferDirection,
} from './quote.js';
export {
  checkoutMethods,
  transferCheckoutSchema,
  transferSchema,
  transferStates,
  type CheckoutMethod,
  type Transfer,
  type TransferCheckout,
  type TransferState,
} from './transfer.js';
export {
  bankTransferInstructionsSchema,
  depositAddressInstructionsSchema,
  transferInstructionsSchema,
  transferInstructionTypes,
  type BankTransferInstructions,
  type DepositAddressInstructions,
  type TransferInstructions,
} from './transferInstructions.js';
export { documentSchema, documentStatuses, type DocumentResource } from './document.js';
export { ruleSchema, ruleStatuses, ruleTargetSchema, ruleTargetTypes, type Rule, type RuleTarget } from './rule.js';
export { rateSchema, type Rate } from './rate.js';
export { eventHintSchema, eventResourceTypes, eventTypes, type EventHint, type EventType } from './eventHint.js';
export { eventStreamClosedReasons, type EventStreamClosedReason } from './eventStreamClosed.js';
export { webhookEndpointSchema, webhookEndpointStatuses, type WebhookEndpoint } from './webhookEndpoint.js';
export {
  blockingActions,
  blockingResourceSchema,
  fieldErrorSchema,
  problemCodes,
  problemSchema,
  type BlockingResource,
  type FieldError,
  type Problem,
  type ProblemCode,
} from './problem.js';
export {
  legacyCustomerSchema,
  legacyRailSchema,
  legacyReasonSchema,
  type LegacyCustomer,
  type LegacyRailRow,
  type LegacyReason,
} from './legacyCustomer.js';
export { businessRailSchema, type BusinessRail } from './businessRail.js';
export { verificationTokenSchema, type VerificationToken } from './verificationToken.js';
export { businessRailStatuses, legacyRailStatuses, legacyVerificationStatuses } from '../legacy/rails.js';
