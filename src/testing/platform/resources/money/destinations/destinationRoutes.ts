import { ApiProblem } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { requireActiveCustomer } from '../../customers/store.js';
import {
  destinationsOf,
  destinationsOfCustomer,
  requireDestination,
  requireRecipient,
  type DestinationRecord,
  type RecipientRecord,
} from '../store.js';
import { checkDestinationBody } from './checkDestinationBody.js';
import { initialDestinationStatus } from './initialDestinationStatus.js';

const DESTINATIONS = '/v3/customers/{customerId}/recipients/{recipientId}/destinations';
const DESTINATION = `${DESTINATIONS}/{destinationId}`;
/** The address parts a fiat payout needs from its recipient. */
const PAYOUT_ADDRESS_PARTS = ['streetLine1', 'city', 'country'] as const;

function requireRecipientAddress(recipient: RecipientRecord): void {
  const missing = PAYOUT_ADDRESS_PARTS.filter((part) => !recipient.address?.[part]);
  if (missing.length === 0) return;
  throw new ApiProblem({
    status: 422,
    code: 'recipient_address_required',
    detail: `A bank destination needs the recipient's address (${missing.join(', ')} missing); PATCH recipient ${recipient.id} first.`,
    extras: { recipientId: recipient.id, missingAddressFields: missing },
    retryable: false,
  });
}

function listDestinations(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const recipient = requireRecipient(ctx.partition, customer.id, ctx.params.recipientId, 'allow');
  // Without updatedAfter only active destinations; with it, archived transitions in the window too.
  const catchingUp = ctx.query.has('updatedAfter');
  const destinations = destinationsOfCustomer(ctx.partition, customer.id).filter(
    (destination) => destination.recipientId === recipient.id && (catchingUp || destination.status !== 'archived'),
  );
  return paginate(ctx, destinations);
}

function createDestination(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const recipient = requireRecipient(ctx.partition, customer.id, ctx.params.recipientId);
  const input = checkDestinationBody(ctx.body);
  if (input.type !== 'wallet') requireRecipientAddress(recipient);
  const destination: DestinationRecord = {
    id: ctx.platform.ids.next('dst_'),
    recipientId: recipient.id,
    customerId: customer.id,
    type: input.type,
    currency: input.currency,
    ...initialDestinationStatus(input.details),
    ...(input.ownership ? { ownership: input.ownership } : {}),
    details: input.details,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    archivedAt: null,
  };
  destinationsOf(ctx.partition).insert(destination.id, destination);
  return ok(destination, 201);
}

function archiveDestination(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const recipient = requireRecipient(ctx.partition, customer.id, ctx.params.recipientId, 'allow');
  const destination = requireDestination(ctx.partition, recipient.id, ctx.params.destinationId);
  if (destination.status !== 'archived') {
    destination.status = 'archived';
    destination.statusReason = null;
    destination.archivedAt = ctx.nowIso;
    destination.updatedAt = ctx.nowIso;
  }
  return ok(destination);
}

/** The destination operations of a recipient: list, create, archive. */
export const destinationRoutes: RouteDef[] = [
  { method: 'GET', path: DESTINATIONS, list: true, handler: listDestinations },
  { method: 'POST', path: DESTINATIONS, handler: createDestination },
  { method: 'DELETE', path: DESTINATION, handler: archiveDestination },
];
