import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PaykitProvider } from 'paykit';
import { legacyReadiness } from 'paykit/legacy';
import { CapabilityStatusPanel, RailStatus, type RailStatusProps } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';

/** `<RailStatus>` reads the v1 customer through the provider's `legacy` value. */
const withLegacy = (part: ReactNode) => (
  <PaykitProvider legacy={legacyReadiness} locale="en" events={false}>
    {part}
  </PaykitProvider>
);

/** Args of these stories: the part's load-error callback, recorded. */
type RailStoryArgs = Pick<RailStatusProps, 'onLoadError'>;

/**
 * A v1 view the fake platform cannot reach (a rail with no v3 capability, a refused rail with the
 * provider's reason), answered before the kit's handlers; the first story runs on the fake's own
 * v1 routes.
 */
function legacyCustomerRoute(customerId: string, verificationStatus: string, rails: unknown[]) {
  return http.get('/api/paykit/legacy/customer', () =>
    HttpResponse.json({ data: { id: customerId, type: 'individual', verificationStatus, rails } }),
  );
}

const row = (rail: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `cfr_${rail.replace(/_/g, '')}`,
  rail,
  status,
  reason: null,
  requiredDocuments: [],
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-02T12:00:00.000Z',
  ...extra,
});

const everyStatus = [
  row('ach_pooled', 'ready_to_use'),
  row('fedwire_named', 'requested', { requiredDocuments: ['utility_bill', 'utility_bill_scan'] }),
  row('sepa_pooled', 'rejected', { reason: { code: 'risk_declined', message: 'Declined by risk' } }),
];

/**
 * A customer onboarded on v1: its rails, each with its status in words, why it was refused and the
 * documents asked for, and its identity verification, with a button to the provider's secure page.
 */
const meta = {
  title: 'Onboarding/Rail status (legacy v1)',
  args: { onLoadError: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<RailStoryArgs>;

export default meta;
type Story = StoryObj<Meta<RailStoryArgs>>;

/** The scenario's customer, onboarded through v1 on the fake platform: ACH ready to use, SEPA still requested. */
export const OnboardedOnV1: Story = {
  ...fakeKitStory({
    scenario: 'v1OnboardedIndividual',
    legacy: true,
    render: (_kit, args) => withLegacy(<RailStatus {...(args as RailStoryArgs)} />),
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your payment rails' }, { timeout: 10_000 });
    await expect(list).toHaveTextContent(/ACH bank transfers.*Ready to use.*SEPA transfers.*Requested/);
    // SEPA's open tasks ask for a proof of address: any one of these documents.
    await expect(list).toHaveTextContent(/Documents we needUtility billBank statementLease or rental agreement/);
    await expect(canvas.getByText('Verified')).toBeInTheDocument();
  },
};

/** Rails in every status: ready, requested with documents asked for (one of a type the kit does not name), refused. */
export const EveryStatus: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: ({ scenario }) => [legacyCustomerRoute(scenario.customerId, 'approved', everyStatus)],
    render: (_kit, args) => withLegacy(<RailStatus {...(args as RailStoryArgs)} />),
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your payment rails' }, { timeout: 10_000 });
    await expect(list).toHaveTextContent('Wire transfers (account in your name)RequestedDocuments we needUtility billAnother document');
    await expect(within(list).getByText('Not available')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Verification not started: "Verify your identity" fetches a fresh link and opens the provider's page in a new tab. */
export const VerificationToStart: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: ({ scenario }) => [
      legacyCustomerRoute(scenario.customerId, 'not_started', [row('ach_pooled', 'requested')]),
      http.post('/api/paykit/legacy/verification-token/:provider', ({ params }) =>
        HttpResponse.json(
          {
            data: { provider: params.provider, token: 'tok_story', url: 'https://verify.example/start', expiresAt: '2099-01-01T00:00:00Z' },
          },
          { status: 201 },
        ),
      ),
    ],
    render: (_kit, args) => withLegacy(<RailStatus verificationProvider="persona" {...(args as RailStoryArgs)} />),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Verify your identity' }, { timeout: 10_000 })).toBeEnabled();
    await expect(canvas.getByText('Not started')).toHaveAttribute('data-tone', 'warning');
  },
};

/** A proxy that did not opt in to the legacy routes answers 404: the part says so, with a retry, and reports it. */
export const ProxyWithoutLegacyRoutes: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: (_kit, args) => withLegacy(<RailStatus {...(args as RailStoryArgs)} />) }),
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("We couldn't load your payment rails.");
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalledTimes(1));
  },
};

/**
 * Legacy-aware readiness: under `<PaykitProvider legacy={legacyReadiness}>`, a wire rail the
 * customer holds from v1 (v3 lists no wire capability for it) shows as a ready capability.
 */
export const ReadinessFromV1: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: ({ scenario }) => [legacyCustomerRoute(scenario.customerId, 'approved', [row('fedwire_named', 'ready_to_use')])],
    render: () => (
      <PaykitProvider legacy={legacyReadiness} locale="en" events={false}>
        <CapabilityStatusPanel capabilityId="wire_named" showDetails={false} />
      </PaykitProvider>
    ),
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Wire transfers (account in your name)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Ready')).toBeInTheDocument();
  },
};
