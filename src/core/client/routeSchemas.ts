/**
 * What each kit route answers, keyed by route name: the schema of the resource and how it is
 * wrapped. A route missing here is a type error, so no client method can go unchecked.
 */
import * as z from 'zod/mini';
import { kitRoutes, mayAnswerNoContent, type ClientKitRouteName, type KitRouteName } from '../routes/index.js';
import {
  accountSchema,
  applicationSchema,
  capabilitySchema,
  customerSchema,
  dataEnvelope,
  destinationSchema,
  documentSchema,
  institutionSchema,
  listEnvelope,
  quoteSchema,
  rateSchema,
  recipientSchema,
  relatedPartySchema,
  ruleSchema,
  submissionSchema,
  supportedCapabilitySchema,
  taskHistorySchema,
  taskPreviewItemSchema,
  taskSchema,
  transferInstructionsSchema,
  transferSchema,
  type ListEnvelope,
} from '../schemas/index.js';

/**
 * How a route's body is shaped: `data` is `{ data: resource }`, `list` a page
 * `{ data, nextCursor, hasMore }`, `items` an unpaged `{ data: [...] }`, `unknown` a body the API
 * description leaves unstated (sandbox simulations). Which routes may answer a 204 with no body
 * instead (the archives, the unstated simulations) is the route's `answer` in `kitRoutes`, the
 * one rule the proxy applies too.
 */
export type RouteResponse =
  | { readonly kind: 'data'; readonly schema: z.ZodMiniType }
  | { readonly kind: 'list'; readonly schema: z.ZodMiniType }
  | { readonly kind: 'items'; readonly schema: z.ZodMiniType }
  | { readonly kind: 'unknown' };

/* @__NO_SIDE_EFFECTS__ */
const data = <S extends z.ZodMiniType>(schema: S) => ({ kind: 'data', schema }) as const;
/* @__NO_SIDE_EFFECTS__ */
const list = <S extends z.ZodMiniType>(schema: S) => ({ kind: 'list', schema }) as const;
/* @__NO_SIDE_EFFECTS__ */
const items = <S extends z.ZodMiniType>(schema: S) => ({ kind: 'items', schema }) as const;
const unknown = { kind: 'unknown' } as const;

/** The response of every kit route the client has a method for (the legacy ones are read by `src/core/legacy`). */
export const routeSchemas = {
  getCustomer: data(customerSchema),
  updateCustomer: data(customerSchema),

  listCapabilities: list(capabilitySchema),
  listSupportedCapabilities: items(supportedCapabilitySchema),
  requestCapability: data(capabilitySchema),
  cancelCapability: data(capabilitySchema),
  previewCapabilityTasks: items(taskPreviewItemSchema),
  listCapabilityApplications: list(applicationSchema),
  getApplicationHistory: data(taskHistorySchema),

  listTasks: list(taskSchema),
  getTask: data(taskSchema),
  getTaskHistory: data(taskHistorySchema),
  listSubmissions: list(submissionSchema),
  createSubmission: data(submissionSchema),
  getSubmission: data(submissionSchema),

  listDocuments: list(documentSchema),
  uploadDocument: data(documentSchema),
  deleteDocument: data(documentSchema),

  listAccounts: list(accountSchema),
  createAccount: data(accountSchema),
  updateAccount: data(accountSchema),
  archiveAccount: data(accountSchema),

  listRecipients: list(recipientSchema),
  createRecipient: data(recipientSchema),
  updateRecipient: data(recipientSchema),
  archiveRecipient: data(recipientSchema),
  listDestinations: list(destinationSchema),
  createDestination: data(destinationSchema),
  archiveDestination: data(destinationSchema),

  listRelatedParties: list(relatedPartySchema),
  createRelatedParty: data(relatedPartySchema),
  getRelatedParty: data(relatedPartySchema),
  updateRelatedParty: data(relatedPartySchema),
  archiveRelatedParty: data(relatedPartySchema),

  listRules: list(ruleSchema),
  createRule: data(ruleSchema),
  updateRule: data(ruleSchema),
  deleteRule: data(ruleSchema),

  createQuote: data(quoteSchema),
  getQuote: data(quoteSchema),

  listTransfers: list(transferSchema),
  createTransfer: data(transferSchema),
  getTransfer: data(transferSchema),
  cancelTransfer: data(transferSchema),
  getTransferInstructions: data(transferInstructionsSchema),
  listTransferTasks: list(taskSchema),

  listRates: items(rateSchema),
  listInstitutions: list(institutionSchema),

  forceCapabilityStatus: data(capabilitySchema),
  simulateVerification: unknown,
  createSandboxTask: data(taskSchema),
  reviewSandboxTask: unknown,
  topUpSandboxAccount: unknown,
  setSandboxTransferState: unknown,
} as const satisfies Record<ClientKitRouteName, RouteResponse>;

type Responses = typeof routeSchemas;

/** What a client method for route `N` resolves to. */
export type RouteResult<N extends ClientKitRouteName> = Responses[N] extends {
  kind: 'list';
  schema: infer S extends z.ZodMiniType;
}
  ? ListEnvelope<z.output<S>>
  : Responses[N] extends { kind: 'items'; schema: infer S extends z.ZodMiniType }
    ? z.output<S>[]
    : Responses[N] extends { kind: 'data'; schema: infer S extends z.ZodMiniType }
      ? (typeof kitRoutes)[N] extends { answer: 'dataOrNoContent' }
        ? z.output<S> | undefined
        : z.output<S>
      : unknown;

/** The schema the transport checks a route's body against, and how the result is taken out. */
export interface ResponseReader {
  readonly schema: z.ZodMiniType;
  /** Whether a 204 with no body is a success (then the result is `undefined`). */
  readonly allowEmpty: boolean;
  /** The method's result from the parsed body (`undefined` for an allowed empty body). */
  readonly unwrap: (body: unknown) => unknown;
}

const fromData = (body: unknown) => (body as { data?: unknown } | undefined)?.data;
const readers = new Map<ClientKitRouteName, ResponseReader>();

/** The reader of a response shaped as `response`, for route `name`. */
export function makeReader(response: RouteResponse, name: KitRouteName): ResponseReader {
  const allowEmpty = mayAnswerNoContent(kitRoutes[name]);
  switch (response.kind) {
    case 'list':
      return { schema: listEnvelope(response.schema), allowEmpty, unwrap: (body) => body };
    case 'items':
      return { schema: dataEnvelope(z.array(response.schema)), allowEmpty, unwrap: fromData };
    case 'data':
      return { schema: dataEnvelope(response.schema), allowEmpty, unwrap: fromData };
    case 'unknown':
      return { schema: z.unknown(), allowEmpty, unwrap: (body) => fromData(body) ?? body };
  }
}

/** The {@link ResponseReader} of route `name`, built once. */
export function responseReader(name: ClientKitRouteName): ResponseReader {
  let reader = readers.get(name);
  if (reader === undefined) {
    reader = makeReader(routeSchemas[name], name);
    readers.set(name, reader);
  }
  return reader;
}
