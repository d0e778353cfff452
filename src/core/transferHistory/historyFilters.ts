/**
 * The filters of a transfer history and where each one is applied: the API narrows by `state`
 * (a list filter the description leaves open; see `kitRoutes.ts`) and by `updatedAfter` (a lower
 * bound for the date range); direction and the exact date range are applied here, over the
 * pages read.
 */
import type { ListTransfersQuery } from '../client/queries.js';
import type { Transfer } from '../schemas/index.js';

/** What a transfer history shows. Every filter is optional; an absent one lets every transfer through. */
export interface TransferHistoryFilters {
  /** Only transfers in this state (`completed`, `awaiting_funds`…; open like the API's enum). */
  state?: string;
  /** Only transfers of this direction (`fiat_to_stablecoin`, `stablecoin_to_fiat`, `stablecoin_move`…). */
  direction?: string;
  /** First calendar day (`YYYY-MM-DD`, in the person's time zone) a transfer may be created on. */
  from?: string;
  /** Last calendar day (`YYYY-MM-DD`, in the person's time zone) a transfer may be created on. */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The widest offset ahead of UTC a time zone has (UTC+14:00, Kiribati). */
const MAX_ZONE_AHEAD_MS = 14 * 3600 * 1000;
/** The page size history reads with: the API's largest, so a period costs the fewest requests. */
export const HISTORY_PAGE_SIZE = 100;

/** True for a calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isCalendarDay(value: string | undefined): value is string {
  if (value === undefined || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'iso8601' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // An unknown zone must not break a history: the runtime's zone is the person's best guess.
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * The calendar day (`YYYY-MM-DD`) the instant `iso` falls on in `timeZone` (the runtime's zone
 * when undefined or unknown), or undefined when `iso` is not a date-time.
 */
export function localDay(iso: string, timeZone?: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = dayFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The API query that reads a superset of the history: `state` as given, and `updatedAfter` at the
 * earliest instant the `from` day can start in any time zone (a transfer is updated at or after it
 * is created, so none created that day or later is left out). The rest is {@link matchesHistoryFilters}'.
 */
export function historyListQuery(filters: TransferHistoryFilters): ListTransfersQuery {
  const query: ListTransfersQuery = { limit: HISTORY_PAGE_SIZE };
  if (filters.state) query.state = filters.state;
  if (isCalendarDay(filters.from)) {
    query.updatedAfter = new Date(Date.parse(`${filters.from}T00:00:00Z`) - MAX_ZONE_AHEAD_MS).toISOString();
  }
  return query;
}

/**
 * True when `transfer` passes every filter: its state, its direction, and the day it was created
 * in `timeZone` between `from` and `to` (both included). A transfer without a creation date is
 * left out of a dated range, since nobody can say it belongs there. A malformed day is ignored.
 */
export function matchesHistoryFilters(transfer: Transfer, filters: TransferHistoryFilters, timeZone?: string): boolean {
  if (filters.state && transfer.state !== filters.state) return false;
  if (filters.direction && transfer.direction !== filters.direction) return false;
  const from = isCalendarDay(filters.from) ? filters.from : undefined;
  const to = isCalendarDay(filters.to) ? filters.to : undefined;
  if (!from && !to) return true;
  const day = transfer.createdAt ? localDay(transfer.createdAt, timeZone) : undefined;
  if (!day) return false;
  return (!from || day >= from) && (!to || day <= to);
}

/**
 * `transfers` newest first by `createdAt` (then by id, so equal times keep one order); a transfer
 * without a date goes last. The API does not say in which order it lists, so history never relies on it.
 */
export function newestFirst(transfers: readonly Transfer[]): Transfer[] {
  const time = (transfer: Transfer) => (transfer.createdAt ? Date.parse(transfer.createdAt) : Number.NaN);
  return [...transfers].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) === Number.isNaN(tb) ? 0 : Number.isNaN(ta) ? 1 : -1;
    if (ta !== tb) return tb - ta;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}
