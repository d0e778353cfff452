import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { Checkout } from 'paykit/components';
import type { ScenarioResult } from 'paykit/testing';
import { hasOpenTransferIntent, leaveOpenTransferIntent } from '#test-support/openTransferIntent';
import { fakeKitStory } from '../support/fakeKitStory.js';

/**
 * The quote-then-transfer checkout on the fake platform: a pay-in from the customer's ACH method
 * into their USDC wallet (or a payout to their recipient), quoted live, confirmed once, and the
 * transfer it made. Refusals the fake never sends come from routes answered with that problem.
 */
const meta = {
  title: 'Payments/Checkout',
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<Meta>;

type Ready = ScenarioResult<'readyForPayments'>;

const MOUNT = '/api/paykit';

/** A pay-in of 250.00 USD into the customer's issued USDC wallet. */
const payIn = (scenario: Ready) => ({
  capabilityId: scenario.capabilityId,
  payeeKind: 'own' as const,
  accountId: scenario.walletAccountId,
  amount: '250.00',
});

/** A payout of 100.00 USDC to the customer's recipient, on its ready ACH destination. */
const payout = (scenario: Ready) => ({
  capabilityId: scenario.capabilityId,
  payeeKind: 'recipient' as const,
  recipientId: scenario.recipientId,
  destinationId: scenario.destinationId,
  sendCurrency: 'USDC',
  amount: '100.00',
});

/** The problem `code` as the API answers it. */
const problemResponse = (status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  HttpResponse.json(
    { type: `https://errors.payments.example/v3/${code}`, title: code.replaceAll('_', ' '), status, code, retryable: false, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_story0001', ...headers } },
  );

/** Answers every POST to `path` with the problem `code`. */
const problemRoute = (path: string, status: number, code: string, extra: Record<string, unknown> = {}): HttpHandler =>
  http.post(`${MOUNT}${path}`, () => problemResponse(status, code, extra));

/** A request that never answers, to hold a pending state. */
const hangingRoute = (path: string): HttpHandler =>
  http.post(`${MOUNT}${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The money error notice once it shows, and its code. */
const findNotice = async (canvasElement: HTMLElement, timeout = 5_000) => {
  let notice: HTMLElement | null = null;
  await waitFor(
    () => {
      notice = canvasElement.querySelector<HTMLElement>('[data-slot="money-error"]');
      if (!notice) throw new Error('No money error notice yet');
    },
    { timeout },
  );
  return notice as unknown as HTMLElement;
};

const getQuote = async (canvasElement: HTMLElement, user: { click: (element: Element) => Promise<void> }) => {
  const canvas = within(canvasElement);
  await user.click(await canvas.findByRole('button', { name: 'Get a quote' }));
  return canvas.findByRole('region', { name: 'Your quote' }, { timeout: 5_000 });
};

const toConfirm = async (canvasElement: HTMLElement, user: { click: (element: Element) => Promise<void> }) => {
  await getQuote(canvasElement, user);
  const canvas = within(canvasElement);
  await user.click(await canvas.findByRole('button', { name: 'Continue' }));
  return canvas.findByRole('button', { name: /Confirm and pay/ });
};

/** Nothing asked yet: the form with the customer's ready method, accounts and recipients. */
export const Idle: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: () => <Checkout /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();
    await expect(await canvas.findByRole('option', { name: 'ACH bank transfers (shared account)' })).toBeInTheDocument();
  },
};

/**
 * A payout to the recipient's ACH account, then the person switches to stablecoin transfers: the
 * ACH account cannot receive stablecoins, so it is cleared and the field says why; only wallets are offered.
 */
export const DestinationClearedByMethod: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payout(scenario)} /> }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('option', { name: 'Stablecoin transfers' });
    await userEvent.selectOptions(canvas.getByLabelText(/Pay with/), 'Stablecoin transfers');
    const destination = canvas.getByLabelText(/Their account/);
    await expect(destination).toHaveValue('');
    await expect(destination).toHaveAccessibleDescription(/pays into stablecoin wallets only/);
  },
};

/** The quote request is in flight: the button is pending and says so. */
export const Quoting: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [hangingRoute('/quotes')],
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get a quote' })).toHaveAttribute('data-pending'));
    await expect(await canvas.findByText('Getting a quote')).toBeInTheDocument();
  },
};

/** A live quote: both amounts, the rate, each fee, the direction in words and the countdown. */
export const QuotedWithCountdown: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} /> }),
  play: async ({ canvasElement, userEvent }) => {
    const summary = await getQuote(canvasElement, userEvent);
    await expect(within(summary).getByText(/^You send \$250\.00, you receive .*USDC\.$/)).toBeInTheDocument();
    await expect(within(summary).getByText(/Service fee/)).toBeInTheDocument();
    await expect(within(summary).getByRole('timer')).toHaveTextContent(/^\d:\d\d$/);
  },
};

/** The first quote lives three seconds; once it expires the checkout re-quotes it by itself. */
export const ExpiredThenRequoted: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: ({ backend }) => {
      let quotes = 0;
      return [
        http.post(`${MOUNT}/quotes`, async ({ request }) => {
          quotes += 1;
          if (quotes > 1) return undefined;
          const response = await backend.handle(request.clone());
          const body = (await response.json()) as { data: Record<string, unknown> };
          return HttpResponse.json(
            { ...body, data: { ...body.data, expiresAt: new Date(Date.now() + 3_000).toISOString() } },
            { status: response.status },
          );
        }),
      ];
    },
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, userEvent }) => {
    const summary = await getQuote(canvasElement, userEvent);
    await expect(within(summary).getByRole('timer')).toHaveTextContent(/^0:0[0-3]$/);
    const canvas = within(canvasElement);
    // The re-quoted quote lives a full minute again.
    await waitFor(
      () => expect(within(canvas.getByRole('region', { name: 'Your quote' })).getByRole('timer')).toHaveTextContent(/^(1:00|0:[1-5]\d)$/),
      { timeout: 8_000 },
    );
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  },
};

/**
 * The quote expires on the confirm step and comes back at another price: "The price changed",
 * with the old and the new amounts, and no Confirm until the person accepts the new price.
 */
export const PriceChangedOnConfirm: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: ({ backend }) => {
      let quotes = 0;
      return [
        http.post(`${MOUNT}/quotes`, async ({ request }) => {
          quotes += 1;
          const response = await backend.handle(request.clone());
          const body = (await response.json()) as { data: { out: { currency: string; amount: string } } & Record<string, unknown> };
          const data =
            quotes === 1
              ? { ...body.data, expiresAt: new Date(Date.now() + 3_000).toISOString() }
              : { ...body.data, out: { ...body.data.out, amount: '240.000000' } };
          return HttpResponse.json({ ...body, data }, { status: response.status });
        }),
      ];
    },
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, userEvent }) => {
    await toConfirm(canvasElement, userEvent);
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole('button', { name: 'Accept the new price' }, { timeout: 8_000 });
    await expect(canvas.getByText(/^Now: .*240\.00/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Confirm and pay/ })).not.toBeInTheDocument();
    await userEvent.click(accept);
    await expect(await canvas.findByRole('button', { name: /Confirm and pay/ })).toBeInTheDocument();
  },
};

/** The quote refusals a person can meet, each with its message and its next step. */
const quoteRefusal = (status: number, code: string, extra: Record<string, unknown> = {}, action?: string): Story => ({
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [problemRoute('/quotes', status, code, extra)],
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a quote' }));
    const notice = await findNotice(canvasElement);
    await expect(notice).toHaveAttribute('data-code', code);
    if (action) await expect(within(notice).getByRole('button', { name: action })).toBeInTheDocument();
  },
});

/** `capability_direction_unsupported`: choose another payment method (focus goes to it). */
export const CapabilityDirectionUnsupported = quoteRefusal(
  422,
  'capability_direction_unsupported',
  { errors: [{ pointer: '/capabilityId', code: 'direction', message: 'This method cannot move money this way.' }] },
  'Choose another payment method',
);
/** `amount_not_deliverable`: change the amount. */
export const AmountNotDeliverable = quoteRefusal(
  422,
  'amount_not_deliverable',
  { errors: [{ pointer: '/in/amount', code: 'not_deliverable', message: 'Nothing would be left to deliver.' }] },
  'Change the amount',
);
/** `quote_amount_out_of_range`: change the amount. */
export const QuoteAmountOutOfRange = quoteRefusal(400, 'quote_amount_out_of_range', {}, 'Change the amount');
/** `exact_zero_fee_daily_limit_exceeded`: try again tomorrow (no button: nothing to do now). */
export const ExactZeroFeeDailyLimitExceeded = quoteRefusal(409, 'exact_zero_fee_daily_limit_exceeded');

/** `rail_temporarily_unavailable`: shown with its wait, then asked again after `Retry-After`. */
export const RailTemporarilyUnavailable: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => {
      let refused = 0;
      // The client makes four attempts on its own; the checkout's retry after Retry-After reaches the fake.
      return [
        http.post(`${MOUNT}/quotes`, () => {
          if (refused >= 4) return undefined;
          refused += 1;
          return problemResponse(503, 'rail_temporarily_unavailable', { retryable: true }, { 'Retry-After': '1' });
        }),
      ];
    },
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a quote' }));
    // Four answers a second apart, then the checkout's own wait: generous bounds for a loaded machine
    // (15 s, then 25 s, were not enough on a slow 2-core runner; the story project's limit is 60 s).
    const notice = await findNotice(canvasElement, 45_000);
    await expect(notice).toHaveAttribute('data-code', 'rail_temporarily_unavailable');
    await expect(await canvas.findByRole('region', { name: 'Your quote' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The transfer refusals: the confirm step shows the message and the next step. */
const confirmRefusal = (status: number, code: string, extra: Record<string, unknown> = {}, action?: string): Story => ({
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [problemRoute('/transfers', status, code, extra)],
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await toConfirm(canvasElement, userEvent));
    const notice = await findNotice(canvasElement);
    await expect(notice).toHaveAttribute('data-code', code);
    if (action) await expect(within(notice).getByRole('button', { name: action })).toBeInTheDocument();
  },
});

/** `insufficient_balance`: add funds first. */
export const InsufficientBalance = confirmRefusal(409, 'insufficient_balance');
/** `destination_not_ready` (rejected): choose another destination, back on the quote step. */
export const DestinationNotReady = confirmRefusal(
  409,
  'destination_not_ready',
  { statusReason: { code: 'rejected', message: 'The bank rejected this account.', actor: 'platform', retryable: false } },
  'Choose another destination',
);

/** `quote_already_executed`: another tab used the quote; its transfer is opened, not a new one made. */
export const QuoteAlreadyExecuted: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: ({ backend }) => {
      let executed: string | null = null;
      return [
        http.post(`${MOUNT}/transfers`, async ({ request }) => {
          if (executed) return undefined;
          const created = await backend.handle(request.clone());
          executed = ((await created.json()) as { data: { id: string } }).data.id;
          return problemResponse(409, 'quote_already_executed', { transferId: executed });
        }),
      ];
    },
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await toConfirm(canvasElement, userEvent));
    await expect(await canvas.findByRole('region', { name: 'Transfer' }, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** The transfer is being created: Confirm is pending, and a second press sends nothing. */
export const ConfirmPending: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [hangingRoute('/transfers')],
    render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} />,
  }),
  play: async ({ canvasElement, userEvent }) => {
    const confirm = await toConfirm(canvasElement, userEvent);
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending'));
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Created: the pay-in awaits funds and `<TransferDetails>` shows how to pay. */
export const CreatedAwaitingFunds: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} /> }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await toConfirm(canvasElement, userEvent));
    await expect(await canvas.findByRole('heading', { name: 'Your transfer' }, { timeout: 5_000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Transfer' })).toHaveAttribute('data-state', 'awaiting_funds');
  },
};

/** A payout to the customer's recipient, from their USDC wallet: it starts processing. */
export const ThirdPartyPayout: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payout(scenario)} /> }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    const summary = await getQuote(canvasElement, userEvent);
    await expect(within(summary).getByText(/^You send 100\.00 USDC, they receive /)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm and pay/ }));
    await expect(await canvas.findByRole('region', { name: 'Transfer' }, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** The confirm step of a payout names who gets paid: the recipient and their destination, masked. */
export const ConfirmWithRecipient: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payout(scenario)} /> }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await toConfirm(canvasElement, userEvent);
    await expect(await canvas.findByText(/^To .+: .+/)).toBeInTheDocument();
  },
};

/**
 * The page reloaded after "Confirm and pay" and before the answer: the intent is still open in
 * session storage, so the checkout picks it up, sends the same request again, and shows the one
 * transfer it made rather than an empty form.
 */
export const ResumedAfterReload: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ sandbox, scenario }) => {
      const { data: quote } = await sandbox.api.post<{ data: { id: string } }>('/v3/quotes', {
        customerId: scenario.customerId,
        capabilityId: scenario.capabilityId,
        in: { currency: 'USD', amount: '250.00' },
        out: { currency: 'USDC' },
        destinationId: scenario.walletAccountId,
      });
      leaveOpenTransferIntent(window.sessionStorage, quote.id, { memo: 'Top up' });
      return quote.id;
    },
    render: () => <Checkout />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your transfer' }, { timeout: 5_000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Transfer' })).toHaveAttribute('data-state', 'awaiting_funds');
    await expect(canvas.getByText('Top up')).toBeInTheDocument();
    await expect(hasOpenTransferIntent(window.sessionStorage)).toBe(false);
  },
};
