import { isHostedUrl } from '../../../../../core/schemas/index.js';
import { isRedirectTarget } from '../../../http/hostedDocument.js';
import { hostedTokenMatches } from '../../../http/hostedToken.js';
import type { HostedPage } from '../../../http/RequestContext.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { contextAtNow } from '../context.js';
import { escapeHtml, htmlPage } from './hostedHtml.js';
import {
  completeSession,
  declineSession,
  effectiveSessionStatus,
  findSessionAnywhere,
  type SessionKind,
  type SessionLocation,
} from './sessionActions.js';
import { sessionPageCopy } from './sessionPageCopy.js';

/**
 * The `return` query parameter, where to send the person afterwards, when the kit's hosted-URL
 * rule allows it (https, or plain http on a loopback host); any other value is ignored.
 */
function returnUrlOf(url: URL): URL | undefined {
  const value = url.searchParams.get('return');
  return isHostedUrl(value) ? new URL(value) : undefined;
}

function formPage(kind: SessionKind, url: URL, problem?: { status: number; message: string; isConsent: boolean }): Response {
  const copy = sessionPageCopy[kind];
  const errorId = 'form-error';
  const invalidConsent = problem?.isConsent ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const consent = copy.consent
    ? `<p><input type="checkbox" id="consent" name="${copy.consent.name}" value="yes"${invalidConsent}> <label for="consent">${escapeHtml(copy.consent.label)}</label></p>`
    : '';
  const error = problem ? `<p id="${errorId}" role="alert">${escapeHtml(problem.message)}</p>` : '';
  const action = escapeHtml(`${url.pathname}${url.search}`);
  const body = `${copy.intro}
<form method="post" action="${action}">
${consent}
${error}
<div class="actions">
<button type="submit" name="decision" value="${copy.complete.value}">${escapeHtml(copy.complete.label)}</button>
<button type="submit" name="decision" value="${copy.decline.value}">${escapeHtml(copy.decline.label)}</button>
</div>
</form>`;
  return htmlPage(problem?.status ?? 200, copy.title, body);
}

function resultPage(kind: SessionKind, location: SessionLocation, httpStatus = 200, returnUrl?: URL): Response {
  const copy = sessionPageCopy[kind];
  const status = effectiveSessionStatus(location);
  const message = copy.done[status] ?? `This session is ${status}.`;
  const next = returnUrl
    ? `<p><a href="${escapeHtml(returnUrl.href)}">Return to the app</a></p>`
    : '<p>You can close this page and return to the app.</p>';
  return htmlPage(httpStatus, copy.title, `<p role="status">${escapeHtml(message)}</p>${next}`);
}

async function decide(platform: PlatformCore, kind: SessionKind, location: SessionLocation, request: Request, url: URL): Promise<Response> {
  if (effectiveSessionStatus(location) !== 'action_required') return resultPage(kind, location, 409);
  const form = await request.formData().catch(() => undefined);
  const decision = form?.get('decision');
  const copy = sessionPageCopy[kind];
  const ctx = contextAtNow(platform, location.partition);
  if (decision === copy.decline.value) declineSession(ctx, location);
  else if (decision === copy.complete.value) {
    if (copy.consent && form?.get(copy.consent.name) !== 'yes')
      return formPage(kind, url, {
        status: 422,
        message: 'Tick the box to confirm that you accept the terms, or decline them.',
        isConsent: true,
      });
    completeSession(ctx, kind, location);
  } else
    return formPage(kind, url, { status: 400, message: `Choose "${copy.complete.label}" or "${copy.decline.label}".`, isConsent: false });
  const returnUrl = returnUrlOf(url);
  // The page's form-action names every app it may redirect to but http://[::1], which a link reaches.
  if (returnUrl && isRedirectTarget(returnUrl))
    return new Response(null, { status: 303, headers: { Location: returnUrl.href, 'Cache-Control': 'no-store' } });
  return resultPage(kind, location, 200, returnUrl);
}

/**
 * A hosted session page served by the fake itself (no API key: the URL with its token is the
 * credential). GET shows the form to complete or decline; POST performs the decision and
 * redirects (303) to the `return` URL when one was given that the kit's hosted-URL rule allows
 * (https, or plain http on localhost or 127.0.0.1; `http://[::1]` gets a link, which the page's
 * CSP cannot name for a redirect), or shows the result. Any other `return` is ignored.
 */
export function hostedSessionPage(kind: SessionKind): HostedPage {
  return {
    kind,
    handle: async ({ platform, id, request }) => {
      const url = new URL(request.url);
      const location = findSessionAnywhere(platform, kind, id);
      if (!location || !location.link || !hostedTokenMatches(url.searchParams.get('token'), location.link.token)) {
        return htmlPage(404, 'Link not valid', '<p>This link is not valid. Go back to the app to get a new one.</p>');
      }
      const isWaiting = effectiveSessionStatus(location) === 'action_required';
      if (isWaiting && location.link.expiresAtMs <= platform.clock.now()) {
        return htmlPage(410, 'Link expired', '<p>This link has expired. Go back to the app to get a new one.</p>');
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        return isWaiting ? formPage(kind, url) : resultPage(kind, location);
      }
      if (request.method === 'POST') return decide(platform, kind, location, request, url);
      return htmlPage(405, 'Not allowed', '<p>Use the buttons on the page.</p>', { Allow: 'GET, POST' });
    },
  };
}
