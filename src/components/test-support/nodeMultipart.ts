import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom's `Blob`, `File` and `FormData` are not Node's, and Node's `Request`/`Response` (which the
 * proxy and the fake platform use) turn them into the text `[object Blob]`. Tests that upload
 * through the fake kit swap in Node's classes so the bytes reach the fake platform intact.
 * Call it in `beforeEach`; `vi.unstubAllGlobals()` (or `restoreMocks`) puts jsdom's back.
 */
export async function useNodeMultipart(): Promise<void> {
  const form = await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
}
