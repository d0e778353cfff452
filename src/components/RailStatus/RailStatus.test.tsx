import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient, PaykitError } from '../../core/client/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { legacyReadiness } from '../../hooks/legacy/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { componentFr } from '../locales/fr.js';
import { RailStatus, type RailStatusProps } from './RailStatus.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

const railRow = (rail: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `cfr_${rail.replace(/_/g, '')}`,
  rail,
  status,
  reason: null,
  requiredDocuments: [],
  ...extra,
});

const v1Customer = (verificationStatus: string, rails: unknown[]) => ({ id: 'cus_1', type: 'individual', verificationStatus, rails });

/**
 * `<RailStatus>` in a provider whose client talks to a stand-in for the merchant's proxy with the
 * legacy routes on (the fake platform's v1 routes are another piece of work): `routes` answers
 * `METHOD /path` under the mount path, anything else is the proxy's 404.
 */
function renderRailStatus(routes: Record<string, (init: RequestInit) => Response>, props: RailStatusProps = {}, locale = 'en') {
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const path = new URL(input, 'https://shop.example').pathname.replace('/api/paykit', '');
    const answer = routes[`${init.method ?? 'GET'} ${path}`];
    return answer ? answer(init) : json({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
  });
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch, retry: { maxAttempts: 1 } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rendered = render(
    <PaykitProvider
      client={client}
      queryClient={queryClient}
      locale={locale}
      translations={{ fr: componentFr }}
      events={false}
      legacy={legacyReadiness}
    >
      <RailStatus {...props} />
    </PaykitProvider>,
  );
  return { ...rendered, fetch };
}

afterEach(() => vi.restoreAllMocks());

describe('given a customer onboarded on v1 with rails in every status', () => {
  it('should name each rail as its capability, say its status in words and list the documents asked for', async () => {
    const { container } = renderRailStatus({
      'GET /legacy/customer': () =>
        json({
          data: v1Customer('approved', [
            railRow('ach_pooled', 'ready_to_use'),
            railRow('fedwire_named', 'requested', { requiredDocuments: ['utility_bill', 'utility_bill_scan'] }),
            railRow('sepa_pooled', 'rejected', { reason: { code: 'risk_declined', message: 'Internal risk text' } }),
            railRow('pix_pooled', 'paused'),
          ]),
        }),
    });

    const list = await screen.findByRole('list', { name: 'Your payment rails' });
    const items = [...list.children] as HTMLElement[];
    expect(items.map((item) => item.textContent)).toEqual([
      'ACH bank transfers (shared account)Ready to use',
      'Wire transfers (account in your name)RequestedDocuments we needUtility billAnother document',
      'SEPA transfers (shared account)Not availableThis cannot be offered to you.',
      'Pix (shared account)Status not available',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Ready to use')).toHaveAttribute('data-tone', 'success');
    expect(within(items[3] as HTMLElement).getByText('Status not available')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.queryByText('Internal risk text')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment rails' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByRole('button', { name: 'Verify your identity' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('should speak French', async () => {
    renderRailStatus(
      { 'GET /legacy/customer': () => json({ data: v1Customer('pending', [railRow('ach_pooled', 'requested')]) }) },
      {},
      'fr',
    );
    const list = await screen.findByRole('list', { name: 'Vos rails de paiement' });
    expect(list).toHaveTextContent('Demandé');
    expect(screen.getByText('En cours')).toBeInTheDocument();
  });
});

describe('given a customer with no rail', () => {
  it('should say none was requested', async () => {
    renderRailStatus({ 'GET /legacy/customer': () => json({ data: v1Customer('not_started', []) }) });
    expect(await screen.findByText('No payment rail has been requested yet.')).toBeInTheDocument();
    expect(screen.getByText('Not started')).toHaveAttribute('data-tone', 'warning');
  });
});

describe('given the read fails (a proxy without the legacy routes)', () => {
  it('should show the error with the caller’s props, call onLoadError once, and read again on retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const onLoadError = vi.fn();
    const ref = createRef<HTMLElement>();
    renderRailStatus(
      {
        'GET /legacy/customer': () =>
          failures-- > 0
            ? json({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found', correlationId: 'req_rails_1' }, 404)
            : json({ data: v1Customer('approved', [railRow('ach_pooled', 'ready_to_use')]) }),
      },
      { onLoadError, ref, className: 'merchant-rails', 'data-testid': 'rails' } as RailStatusProps,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your payment rails.");
    expect(alert).toHaveTextContent('Reference: req_rails_1');
    expect(screen.getByTestId('rails')).toHaveClass('paykit-rail-status', 'merchant-rails');
    expect(ref.current).toBe(screen.getByTestId('rails'));
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError.mock.calls[0]?.[0]).toBeInstanceOf(PaykitError);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your payment rails' })).toHaveTextContent('Ready to use');
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});

/** A tab `window.open` hands back: blank, then sent to the link. */
function fakeTab() {
  return { closed: false, opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

describe('given a verification not started and a KYC provider', () => {
  const token = { provider: 'persona', token: 'tok_1', url: 'https://verify.example/t/1', expiresAt: '2099-01-01T00:00:00Z' };

  it('should open a blank tab in the click and send it to a fresh link, with its opener cut', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { fetch } = renderRailStatus(
      {
        'GET /legacy/customer': () => json({ data: v1Customer('not_started', [railRow('ach_pooled', 'requested')]) }),
        'POST /legacy/verification-token/persona': () => json({ data: token }, 201),
      },
      { verificationProvider: 'persona' },
    );

    await user.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    expect(await screen.findByText(/The secure verification page opened in a new tab/)).toHaveAttribute('role', 'status');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith(token.url);
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST');
    expect(new Headers(post?.[1].headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('should close the tab and say so when the link cannot be had', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderRailStatus(
      {
        'GET /legacy/customer': () => json({ data: v1Customer('pending', []) }),
        'POST /legacy/verification-token/persona': () =>
          json(
            { type: 'about:blank', title: 'Conflict', status: 409, code: 'verification_not_available', correlationId: 'req_kyc_1' },
            409,
          ),
      },
      { verificationProvider: 'persona' },
    );

    await user.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't open the secure verification page.");
    expect(alert).toHaveTextContent('Reference: req_kyc_1');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});

describe('given a rejected verification', () => {
  it('should say it and offer no verification, which is support’s to reopen', async () => {
    renderRailStatus(
      { 'GET /legacy/customer': () => json({ data: v1Customer('rejected', [railRow('ach_pooled', 'rejected')]) }) },
      { verificationProvider: 'persona' },
    );
    expect(await screen.findByText('Not verified')).toHaveAttribute('data-tone', 'danger');
    expect(screen.queryByRole('button', { name: 'Verify your identity' })).toBeNull();
  });
});
