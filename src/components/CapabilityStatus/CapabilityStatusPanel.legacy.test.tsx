import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { legacyReadiness } from '../../hooks/legacy/index.js';
import { CapabilityStatusPanel } from './CapabilityStatusPanel.js';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The panel over a proxy serving v3 capabilities (ACH only) and the v1 customer (`verificationStatus`, a ready wire rail). */
function renderPanel(capabilityId: string, verificationStatus: string, legacy = true) {
  const fetch = vi.fn(async (input: string) =>
    input.includes('/legacy/customer')
      ? json({
          data: {
            id: 'cus_1',
            verificationStatus,
            rails: [{ id: 'cfr_1', rail: 'fedwire_named', status: 'ready_to_use', reason: null, requiredDocuments: [] }],
          },
        })
      : json({ data: [{ id: 'ach_pooled', method: 'ach', accountType: 'pooled', status: 'pending' }], nextCursor: null, hasMore: false }),
  );
  render(
    <PaykitProvider
      client={createPaykitClient({ baseUrl: '/api/paykit', fetch })}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      locale="en"
      events={false}
      legacy={legacy ? legacyReadiness : undefined}
    >
      <CapabilityStatusPanel capabilityId={capabilityId} showDetails={false} />
    </PaykitProvider>,
  );
  return fetch;
}

describe('given a customer onboarded on v1 and a provider with legacy readiness', () => {
  it('should show a rail v3 does not list as its capability, ready', async () => {
    renderPanel('wire_named', 'approved');
    expect(await screen.findByRole('heading', { name: 'Wire transfers (account in your name)' })).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('should show it rejected, with the kit’s words, once the identity verification is rejected', async () => {
    renderPanel('wire_named', 'rejected');
    expect(await screen.findByText('We could not verify your identity.')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('should keep the v3 capability as v3 says it', async () => {
    renderPanel('ach_pooled', 'approved');
    expect(await screen.findByRole('heading', { name: 'ACH bank transfers (shared account)' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});

describe('given a provider without legacy readiness', () => {
  it('should not know the v1 rail, and never read v1', async () => {
    const fetch = renderPanel('wire_named', 'approved', false);
    expect(await screen.findByText("Wire named hasn't been requested.")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => input.includes('/legacy/'))).toBe(false);
  });
});
