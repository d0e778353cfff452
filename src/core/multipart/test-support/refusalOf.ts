import { isMultipartError, type MultipartErrorKind } from '../MultipartError.js';

/** Why `run` (awaited) refused its input, or `undefined` when it did not; any other error is rethrown. */
export async function refusalOf(run: () => unknown): Promise<{ kind: MultipartErrorKind; limit: number | undefined } | undefined> {
  try {
    await run();
  } catch (error) {
    if (isMultipartError(error)) return { kind: error.kind, limit: error.limit };
    throw error;
  }
  return undefined;
}
