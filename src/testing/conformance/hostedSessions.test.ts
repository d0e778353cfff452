import { describe, expect, it } from 'vitest';
import { onboardingSteps, postHostedForm } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

async function sessionsOf(capabilityId = 'card') {
  const customer = await steps.customer();
  await steps.requested(customer.id, capabilityId);
  const identity = await steps.taskOf(customer.id, 'identity_verification');
  const terms = await steps.taskOf(customer.id, 'terms_of_service');
  return {
    customer,
    identity,
    terms,
    verificationUrl: identity.verificationSessions[0].url as string,
    termsUrl: terms.tosSessions[0].url as string,
  };
}

describe('given a hosted verification page', () => {
  it('should serve a small, self-contained, accessible HTML page to complete or decline', async () => {
    const { verificationUrl } = await sessionsOf();
    const response = await fetch(verificationUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<main>');
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(/<button type="submit" name="decision" value="complete">[^<]+<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="decline">[^<]+<\/button>/);
    expect(html).not.toMatch(/<(script|style|img|iframe)\b|\sstyle=/i);
    expect([...html.matchAll(/<link\b[^>]*>/gi)].map(([link]) => link)).toEqual([
      '<link rel="stylesheet" href="/hosted/paykit-hosted.css">',
    ]);
    expect(html).not.toMatch(/(src|href)="https?:/i);
    const stylesheet = await fetch(new URL('/hosted/paykit-hosted.css', verificationUrl));
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toContain('text/css');
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'");
  });

  it('should put the verification in review on completion, then complete it when the automated check is done', async () => {
    const { customer, identity, verificationUrl } = await sessionsOf();
    const response = await postHostedForm(verificationUrl, { decision: 'complete' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('role="status"');
    const inReview = await steps.task(customer.id, identity.id);
    expect(inReview.status).toBe('in_review');
    expect(inReview.verificationSessions[0]).toEqual({
      id: identity.verificationSessions[0].id,
      key: 'identity',
      type: 'document_and_selfie',
      status: 'in_review',
    });
    env.clock.advance(5_000);
    const done = await steps.task(customer.id, identity.id);
    expect(done.status).toBe('satisfied');
    expect(done.verificationSessions[0].status).toBe('completed');
    const shown = await fetch(verificationUrl);
    expect(shown.status).toBe(200);
    expect(await shown.text()).not.toContain('<form');
    expect((await postHostedForm(verificationUrl, { decision: 'complete' })).status).toBe(409);
  });

  it('should redirect (303) to an http(s) return URL, and ignore any other return', async () => {
    const { customer, identity, verificationUrl } = await sessionsOf();
    const back = 'https://merchant.example/onboarding?step=3';
    const page = await fetch(`${verificationUrl}&return=${encodeURIComponent(back)}`);
    expect(await page.text()).toContain(`action="/hosted/verification/${identity.verificationSessions[0].id}?token=`);
    const redirected = await postHostedForm(`${verificationUrl}&return=${encodeURIComponent(back)}`, { decision: 'complete' });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe(back);
    expect((await steps.task(customer.id, identity.id)).status).toBe('in_review');

    const other = await sessionsOf();
    const unsafe = await postHostedForm(`${other.verificationUrl}&return=${encodeURIComponent('javascript:alert(1)')}`, {
      decision: 'complete',
    });
    expect(unsafe.status).toBe(200);
  });

  it.each(['http://localhost:5173/onboarding', 'http://127.0.0.1:5173/onboarding?step=2', 'https://shop.example/back'])(
    'should redirect (303) to %s, an app the kit’s hosted-URL rule allows, which the page’s form-action allows too',
    async (back) => {
      const { verificationUrl } = await sessionsOf();
      const page = await fetch(`${verificationUrl}&return=${encodeURIComponent(back)}`);
      const formAction = /form-action ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
      const origin = new URL(back);
      expect(formAction.some((source) => source === `${origin.protocol}` || source === `${origin.protocol}//${origin.hostname}:*`)).toBe(
        true,
      );

      const redirected = await postHostedForm(`${verificationUrl}&return=${encodeURIComponent(back)}`, { decision: 'complete' });
      expect(redirected.status).toBe(303);
      expect(redirected.headers.get('location')).toBe(back);
    },
  );

  it.each([
    'http://merchant.example/back',
    'http://192.168.1.20:5173/',
    'https://user:secret@shop.example/',
    'data:text/html,hi',
    '/relative/path',
  ])('should ignore a return to %s, which the kit’s hosted-URL rule refuses: no redirect, no link', async (back) => {
    const { customer, identity, verificationUrl } = await sessionsOf();
    const response = await postHostedForm(`${verificationUrl}&return=${encodeURIComponent(back)}`, { decision: 'complete' });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).not.toContain('<a href');
    expect((await steps.task(customer.id, identity.id)).status).toBe('in_review');
  });

  it('should link back to a plain-http [::1] app instead of redirecting, since no form-action source can name it', async () => {
    const { verificationUrl } = await sessionsOf();
    const back = 'http://[::1]:5173/onboarding';
    const response = await postHostedForm(`${verificationUrl}&return=${encodeURIComponent(back)}`, { decision: 'complete' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<a href="${back}">Return to the app</a>`);
  });

  it('should reject the session and the task on decline, rejecting the capability', async () => {
    const { customer, identity, verificationUrl } = await sessionsOf();
    expect((await postHostedForm(verificationUrl, { decision: 'decline' })).status).toBe(200);
    const task = await steps.task(customer.id, identity.id);
    expect(task.status).toBe('rejected');
    expect(task.verificationSessions[0].status).toBe('rejected');
    expect((await steps.capability(customer.id, 'card')).status).toBe('rejected');
  });

  it('should no longer offer the flow once the task is canceled with its customer', async () => {
    const { customer, verificationUrl } = await sessionsOf();
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBeLessThan(300);
    const page = await fetch(verificationUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<form');
    expect(html).toContain('no longer needed');
    expect((await postHostedForm(verificationUrl, { decision: 'complete' })).status).toBe(409);
  });

  it('should refuse a decision posted from another site with a 403 page, and take one posted from the page itself', async () => {
    const { customer, identity, verificationUrl } = await sessionsOf();
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await fetch(verificationUrl, {
        method: 'POST',
        headers: { Origin: origin },
        body: new URLSearchParams({ decision: 'decline' }),
        redirect: 'manual',
      });
      expect(refused.status, origin).toBe(403);
      expect(await refused.text()).toContain('role="alert"');
    }
    expect((await steps.task(customer.id, identity.id)).status).toBe('action_required');

    const page = await fetch(verificationUrl);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const decided = await fetch(verificationUrl, {
      method: 'POST',
      headers: { Origin: new URL(verificationUrl).origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ decision: 'complete' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(200);
    expect((await steps.task(customer.id, identity.id)).status).toBe('in_review');
  });

  it('should answer 404 for a wrong token or an unknown session, and 400 for no decision', async () => {
    const { verificationUrl, identity } = await sessionsOf();
    expect((await fetch(verificationUrl.replace(/token=\w+/, 'token=wrong'))).status).toBe(404);
    expect((await fetch(`${env.url()}/hosted/verification/vfy_unknown1?token=x`)).status).toBe(404);
    expect((await fetch(`${env.url()}/hosted/terms/${identity.verificationSessions[0].id}${new URL(verificationUrl).search}`)).status).toBe(
      404,
    );
    const noDecision = await postHostedForm(verificationUrl, {});
    expect(noDecision.status).toBe(400);
    expect(await noDecision.text()).toContain('role="alert"');
  });
});

describe('given a hosted terms page', () => {
  it('should ask for explicit consent, with a labelled checkbox', async () => {
    const { customer, terms, termsUrl } = await sessionsOf();
    const html = await (await fetch(termsUrl)).text();
    expect(html).toMatch(/<input type="checkbox" id="consent" name="agree" value="yes">/);
    expect(html).toMatch(/<label for="consent">[^<]+<\/label>/);
    const withoutConsent = await postHostedForm(termsUrl, { decision: 'accept' });
    expect(withoutConsent.status).toBe(422);
    const page = await withoutConsent.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('aria-invalid="true"');
    expect((await steps.task(customer.id, terms.id)).status).toBe('action_required');
  });

  it('should accept the terms at once and satisfy the task', async () => {
    const { customer, terms, termsUrl } = await sessionsOf();
    expect((await postHostedForm(termsUrl, { decision: 'accept', agree: 'yes' })).status).toBe(200);
    const task = await steps.task(customer.id, terms.id);
    expect(task.status).toBe('satisfied');
    expect(task.tosSessions[0].status).toBe('completed');
    expect((await steps.capability(customer.id, 'card')).openTaskIds).not.toContain(terms.id);
  });
});
