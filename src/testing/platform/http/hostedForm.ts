/**
 * The form a person posts to a hosted page (verification, terms, card checkout), read with a cap:
 * the fake's HTTP server is reachable directly (`npm run sandbox`), so a page must not read an
 * unbounded body.
 */
import { declaredLength } from '../../../core/bytes/declaredLength.js';
import { readCapped } from '../../../core/bytes/readCapped.js';
import { escapeHtml, hostedDocument, hostedHtmlResponse } from './hostedDocument.js';

/** A hosted page's form is one choice and a checkbox: far below this. */
export const MAX_HOSTED_FORM_BYTES = 4096;

function formTooLarge(): Response {
  const title = 'Form too large';
  return hostedHtmlResponse(413, hostedDocument(title, `<h1>${escapeHtml(title)}</h1>\n<p>Use the buttons on the page.</p>`));
}

/**
 * `request` for a hosted page to read: a POST with its body read, at most
 * {@link MAX_HOSTED_FORM_BYTES} (counted as read; a declared length over it is refused first), and
 * its `Content-Type` (all a page reads besides the URL), or a 413 page past the cap. Other methods
 * carry no body and pass as they are.
 */
export async function boundHostedForm(request: Request): Promise<Request | Response> {
  if (request.method !== 'POST') return request;
  if ((declaredLength(request) ?? 0) > MAX_HOSTED_FORM_BYTES) return formTooLarge();
  const form = await readCapped(request.body, MAX_HOSTED_FORM_BYTES);
  if (form === undefined) return formTooLarge();
  const type = request.headers.get('content-type');
  return new Request(request.url, { method: 'POST', headers: type === null ? {} : { 'Content-Type': type }, body: new Uint8Array(form) });
}
