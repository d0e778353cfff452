import * as z from 'zod/mini';

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
export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    data: z.array(item, { error: 'Expected data to be an array' }),
    nextCursor: z.pipe(
      z.nullish(z.string({ error: 'Expected nextCursor to be a string or null' })),
      z.transform((cursor: string | null | undefined) => cursor ?? null),
    ),
    hasMore: z.boolean({ error: 'Expected hasMore to be a boolean' }),
  });
}

/**
 * The schema of a single response holding `schema` under `data`.
 *
 * @example
 * dataEnvelope(taskSchema).parse(body).data; // Task
 */
export function dataEnvelope<T extends z.ZodMiniType>(schema: T) {
  return z.looseObject({ data: schema });
}
