import * as z from 'zod';

/** A list page: `{ data, nextCursor, hasMore }`; `nextCursor` is null on the last page. */
export interface ListEnvelope<T> {
  data: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** A single read or create response: `{ data }`. */
export interface DataEnvelope<T> {
  data: T;
}

/**
 * The schema of a list page of `item`. An absent `nextCursor` reads as `null`.
 *
 * @example
 * listEnvelope(capabilitySchema).parse(body).data; // Capability[]
 */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.looseObject({
    data: z.array(item, { error: 'Expected data to be an array' }),
    nextCursor: z
      .string({ error: 'Expected nextCursor to be a string or null' })
      .nullish()
      .transform((cursor) => cursor ?? null),
    hasMore: z.boolean({ error: 'Expected hasMore to be a boolean' }),
  });
}

/**
 * The schema of a single response holding `schema` under `data`.
 *
 * @example
 * dataEnvelope(taskSchema).parse(body).data; // Task
 */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.looseObject({ data: schema });
}
