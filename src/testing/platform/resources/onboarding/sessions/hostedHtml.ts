import { escapeHtml, hostedDocument, hostedHtmlResponse } from '../../../http/hostedDocument.js';

export { escapeHtml };

/**
 * A hosted session page (the shared frame, stylesheet and headers of every hosted page), its
 * title as the heading. `bodyHtml` must already be escaped.
 */
export function htmlPage(status: number, title: string, bodyHtml: string, headers: Record<string, string> = {}): Response {
  return hostedHtmlResponse(status, hostedDocument(title, `<h1>${escapeHtml(title)}</h1>\n${bodyHtml}`), headers);
}
