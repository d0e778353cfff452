import { isoAt } from '../clock.js';
import type { Sequenced } from '../Collection.js';
import { parseRfc3339 } from '../validation/textRules.js';
import { ApiProblem } from './ApiProblem.js';
import type { RequestContext } from './RequestContext.js';

const DEFAULT_LIMIT = 25;

function encodeCursor(seq: number): string {
  return btoa(`s:${seq}`).replaceAll('=', '');
}

function decodeCursor(cursor: string): number | undefined {
  try {
    const match = /^s:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function invalidQuery(name: string, message: string): ApiProblem {
  return new ApiProblem({
    status: 400,
    code: 'validation_error',
    detail: `Query parameter ${name} ${message}.`,
    errors: [{ pointer: `/query/${name}`, code: 'invalid_parameter', message }],
    retryable: false,
  });
}

/** The list parameters of a request, checked: 400 validation_error names the bad one. */
export function readListParams(query: URLSearchParams): { limit: number; afterSeq: number; updatedAfter: number | undefined } {
  const rawLimit = query.get('limit');
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== null) {
    if (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100) {
      throw invalidQuery('limit', 'must be an integer from 1 to 100');
    }
    limit = Number(rawLimit);
  }
  const rawCursor = query.get('cursor');
  let afterSeq = 0;
  if (rawCursor !== null) {
    const seq = decodeCursor(rawCursor);
    if (seq === undefined) throw invalidQuery('cursor', 'is not a cursor this API returned');
    afterSeq = seq;
  }
  const rawUpdatedAfter = query.get('updatedAfter');
  let updatedAfter: number | undefined;
  if (rawUpdatedAfter !== null) {
    const ms = parseRfc3339(rawUpdatedAfter);
    if (ms === undefined) throw invalidQuery('updatedAfter', 'must be an RFC 3339 date-time');
    updatedAfter = ms;
  }
  return { limit, afterSeq, updatedAfter };
}

/**
 * One page of `records` (in insertion order) as `{ data, nextCursor, hasMore }`. The cursor
 * points at the last record's sequence number, so inserts between pages neither shift nor repeat
 * what was already read. `updatedAfter` is inclusive and reads each record's `updatedAt`.
 *
 * @param present turns a stored record into what the API shows
 */
export function paginate<T extends Sequenced & { updatedAt?: unknown }>(
  ctx: Pick<RequestContext, 'query'>,
  records: readonly T[],
  present: (record: T) => unknown = (record) => record,
): { status: number; body: { data: unknown[]; nextCursor: string | null; hasMore: boolean } } {
  const { limit, afterSeq, updatedAfter } = readListParams(ctx.query);
  const eligible = records
    .filter((record) => (record._seq ?? 0) > afterSeq)
    .filter(
      (record) => updatedAfter === undefined || (typeof record.updatedAt === 'string' && Date.parse(record.updatedAt) >= updatedAfter),
    )
    .sort((a, b) => (a._seq ?? 0) - (b._seq ?? 0));
  const page = eligible.slice(0, limit);
  const hasMore = eligible.length > limit;
  const last = page.at(-1);
  return {
    status: 200,
    body: {
      data: page.map(present),
      nextCursor: hasMore && last ? encodeCursor(last._seq ?? 0) : null,
      hasMore,
    },
  };
}

/** Gives each of `items` a sequence number by position, for lists built on the fly. */
export function sequenceByPosition<T extends object>(items: readonly T[]): (T & Sequenced)[] {
  return items.map((item, index) => ({ ...item, _seq: index + 1 }));
}

export { isoAt };
