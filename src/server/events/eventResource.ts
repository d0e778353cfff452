import { capabilityIdOfRail } from '../../core/legacy/rails.js';
import { isValidPathParam, MAX_ID_LENGTH } from '../../core/routes/pathParams.js';

/** The resource a hint points at: its type (an open set) and id. */
export interface EventResource {
  type: string;
  id: string;
}

/**
 * Event type prefixes whose events are about a transfer. v1 also names pay-ins and payouts apart
 * (`payin.completed`, `payout.failed`, beside the `transfer.*` event of the same change); their
 * data is the transfer seen as a pay-in or payout, so their hint is the transfer's.
 */
const TRANSFER_PREFIXES = new Set(['transfer', 'payin', 'payout']);

/**
 * v1 events about one rail of a customer. A rail is a view of the v3 capability of the same
 * method and account type (`src/core/legacy/rails.ts`), so their hint is that capability's, as
 * `capability.status_changed` gives: the browser re-reads the capability and the tasks it opens.
 */
const RAIL_EVENT_TYPES = new Set(['customer.rail.status_changed', 'customer.rail.documents_requested']);

/** Longest rail name read; the API's are under 20 characters. */
const MAX_RAIL_LENGTH = 64;

const wellFormed = (name: 'transferId' | 'quoteId', value: unknown): value is string =>
  typeof value === 'string' && isValidPathParam(name, value);

/**
 * A transfer event's resource: the transfer (`data.id`, a `tr_` id), else the quote it was executed
 * from (`data.quoteId`, or a `quo_` id in `data.id`, since v1 reads a transfer by its consumed
 * quote's id too). Events correlate by these service ids only, never by the merchant's `externalId`.
 */
function transferResourceOf(data: Record<string, unknown>): EventResource | undefined {
  if (wellFormed('transferId', data.id)) return { type: 'transfer', id: data.id };
  if (wellFormed('quoteId', data.quoteId)) return { type: 'quote', id: data.quoteId };
  if (wellFormed('quoteId', data.id)) return { type: 'quote', id: data.id };
  return undefined;
}

/** The capability a v1 rail maps to, or undefined when `rail` is not a rail name. */
function railCapabilityOf(rail: unknown): EventResource | undefined {
  if (typeof rail !== 'string' || rail.length > MAX_RAIL_LENGTH) return undefined;
  const capabilityId = capabilityIdOfRail(rail);
  return capabilityId === undefined ? undefined : { type: 'capability', id: capabilityId };
}

/**
 * The resource an event of `customerId` points at. Transfer, pay-in and payout events: the transfer
 * (or its quote). v1 rail events: the rail's capability (the customer when the rail is not a rail
 * name). Other customer events: the customer. Any other event: `{ type: <type prefix>, id: data.id }`,
 * so types paykit does not know yet keep working. Undefined when the event carries no usable id.
 */
export function resourceOfEvent(
  type: string,
  prefix: string,
  customerId: string,
  data: Record<string, unknown>,
): EventResource | undefined {
  if (TRANSFER_PREFIXES.has(prefix)) return transferResourceOf(data);
  if (RAIL_EVENT_TYPES.has(type)) return railCapabilityOf(data.rail) ?? { type: 'customer', id: customerId };
  if (prefix === 'customer') return { type: 'customer', id: customerId };
  const id = data.id;
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH ? { type: prefix, id } : undefined;
}
