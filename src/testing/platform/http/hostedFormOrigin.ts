/**
 * Hosted pages answer forms from themselves only: a browser names the page a form was posted from
 * in `Origin`, so a POST whose `Origin` is another site (a page that posts to a checkout link it
 * learned, to pay or cancel it) is refused before anything is read or done.
 */
import { escapeHtml, hostedDocument, hostedHtmlResponse } from './hostedDocument.js';

/**
 * True when `request` is a form a browser posted from a page of another origin than
 * `pageOrigins` (where the hosted page is served). No `Origin` (a client that is not a browser,
 * holding the link's token) passes, and so does `Origin: null` when the browser says the post came
 * from the same origin (`Sec-Fetch-Site`, which pages cannot set): a page under
 * `Referrer-Policy: no-referrer` posts its forms with `Origin: null`. Any other `null` is foreign.
 */
export function isForeignFormPost(request: Request, pageOrigins: readonly string[]): boolean {
  if (request.method !== 'POST') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return request.headers.get('sec-fetch-site') !== 'same-origin';
  return !pageOrigins.includes(origin);
}

/** The 403 page a form posted from another site gets. */
export function foreignFormResponse(): Response {
  const title = 'Not allowed';
  return hostedHtmlResponse(
    403,
    hostedDocument(
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p role="alert">This form was sent from another site. Open the link from the app.</p>`,
    ),
  );
}
