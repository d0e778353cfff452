import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PaykitError, type PaykitErrorInit } from 'paykit';
import { type MoneyErrorGuidance, type MoneyNextStep, moneyNextSteps } from 'paykit/forms';
import { MoneyErrorNotice } from 'paykit/components';
import { ScenarioError } from 'paykit/testing';
import { fakeKitStory, type FakeKitSetup } from '../support/fakeKitStory.js';

/** Args of these stories: the notice's callback, recorded. */
interface MoneyErrorStoryArgs {
  onAction: (step: MoneyNextStep, guidance: MoneyErrorGuidance) => void;
}

/**
 * A money-movement error in words, with its next step. One story per next step, each with a code
 * that leads to it: the ones the fake platform answers are asked of it (through the public API);
 * the others are problems as the API describes them.
 */
const meta = {
  title: 'Payments/Money errors',
  args: { onAction: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<MoneyErrorStoryArgs>;

export default meta;
type Story = StoryObj<Meta<MoneyErrorStoryArgs>>;

const problem = (init: Omit<PaykitErrorInit, 'kind'>) => new PaykitError({ kind: 'problem', title: 'Conflict', ...init });

const notice = (error: unknown, args: Record<string, unknown>) => (
  <MoneyErrorNotice error={error} onAction={args.onAction as MoneyErrorStoryArgs['onAction']} />
);

/** A story showing `error` with the recorded `onAction`. */
const showing = (error: unknown): Story => ({ render: (args) => notice(error, args) });

/** The problem the platform answers to a request that must fail, as the client would raise it. */
async function refusal(request: () => Promise<unknown>): Promise<PaykitError> {
  try {
    await request();
  } catch (failure) {
    if (failure instanceof ScenarioError)
      return new PaykitError({ kind: 'problem', ...(failure.problem as Omit<PaykitErrorInit, 'kind'>) });
    throw failure;
  }
  throw new Error('The platform accepted a request the story expected it to refuse');
}

/** Asks the platform for a payout quote from the funded USDC wallet to the recipient's ACH destination. */
async function payoutQuote({ sandbox, scenario }: FakeKitSetup<'readyForPayments'>, amount: string): Promise<{ data: { id: string } }> {
  return sandbox.api.post('/v3/quotes', {
    customerId: scenario.customerId,
    capabilityId: scenario.capabilityId,
    in: { amount, currency: 'USDC' },
    out: { currency: 'USD' },
    destinationId: scenario.destinationId,
  });
}

const fromPlatform = (ask: (setup: FakeKitSetup<'readyForPayments'>) => Promise<PaykitError>) =>
  fakeKitStory({ scenario: 'readyForPayments', prepare: ask, render: (kit, args) => notice(kit.prepared, args) });

/** `quote_already_executed` (platform): the quote paid once; the notice opens that transfer, never a second. */
export const OpenTransfer: Story = {
  ...fromPlatform(async (setup) => {
    const quote = await payoutQuote(setup, '10.00');
    await setup.sandbox.api.post('/v3/transfers', { quoteId: quote.data.id });
    return refusal(() => setup.sandbox.api.post('/v3/transfers', { quoteId: quote.data.id }));
  }),
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'This quote has already been used for a transfer.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the transfer' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      'open_transfer',
      expect.objectContaining({ transferId: expect.stringMatching(/^tr/) }),
    );
  },
};

/** `insufficient_balance` (platform): the wallet holds 1,000 USDC, the payout needs 5,000. */
export const AddFunds: Story = fromPlatform(async (setup) => {
  const quote = await payoutQuote(setup, '5000.00');
  return refusal(() => setup.sandbox.api.post('/v3/transfers', { quoteId: quote.data.id }));
});

/** `quote_amount_out_of_range` (platform): a payout of one cent. */
export const ChangeAmount: Story = fromPlatform((setup) => refusal(() => payoutQuote(setup, '0.01')));

/** `quote_expired`: a new quote shows the current rate. */
export const Requote: Story = showing(problem({ status: 409, code: 'quote_expired', correlationId: 'req_q7Exp1' }));

/** `rail_temporarily_unavailable` with `Retry-After: 90`: the retry waits, counting down. */
export const RailRetryCountdown: Story = {
  ...showing(
    problem({
      status: 503,
      title: 'Service Unavailable',
      code: 'rail_temporarily_unavailable',
      retryable: true,
      retryAfterMs: 90_000,
      correlationId: 'req_r4il',
    }),
  ),
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(/Available again in 1:(30|29)/)).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The same wait of two seconds, run to its end: "You can try again now" is announced once. */
export const RailRetryReady: Story = {
  ...showing(
    problem({ status: 503, title: 'Service Unavailable', code: 'rail_temporarily_unavailable', retryable: true, retryAfterMs: 2000 }),
  ),
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
    await expect(canvas.getByText('You can try again now.', { selector: '[role="status"]' })).toBeInTheDocument();
    await userEvent.click(retry);
    await expect(args.onAction).toHaveBeenCalledWith('retry_later', expect.objectContaining({ code: 'rail_temporarily_unavailable' }));
  },
};

/** `transfer_not_cancelable`: the transfer moved on; refresh to see where it is. */
export const Refresh: Story = showing(problem({ status: 409, code: 'transfer_not_cancelable' }));

/** `recipient_name_invalid`: the fields say what to fix; the notice points at them. */
export const FixFields: Story = showing(
  problem({
    status: 400,
    title: 'Bad Request',
    code: 'recipient_name_invalid',
    errors: [{ pointer: '/individual/lastName', code: 'invalid', message: 'is empty' }],
  }),
);

/** `destination_not_ready`, rejected by the provider: pick another destination. */
export const ChooseDestination: Story = showing(
  problem({ status: 409, code: 'destination_not_ready', statusReason: { code: 'rejected', actor: 'provider', retryable: false } }),
);

/** `destination_not_ready`, waiting on the customer. */
export const CompleteDestination: Story = showing(
  problem({
    status: 409,
    code: 'destination_not_ready',
    statusReason: { code: 'verification_required', actor: 'customer', retryable: false },
  }),
);

/** `recipient_address_required`: a bank payout needs the recipient's address. */
export const CompleteRecipient: Story = showing(
  problem({ status: 422, title: 'Unprocessable Entity', code: 'recipient_address_required' }),
);

/** `capability_direction_unsupported`: this method cannot move money this way. */
export const UseOtherMethod: Story = showing(
  problem({ status: 422, title: 'Unprocessable Entity', code: 'capability_direction_unsupported' }),
);

/** `capability_not_ready`: finish onboarding the method first. */
export const FinishOnboarding: Story = showing(problem({ status: 409, code: 'capability_not_ready', capabilities: ['sepa_pooled'] }));

/** `exact_zero_fee_daily_limit_exceeded`: today's zero-fee payouts are used up. */
export const TryTomorrow: Story = showing(problem({ status: 409, code: 'exact_zero_fee_daily_limit_exceeded' }));

/** `account_has_active_transfers`: the account cannot be archived while transfers run. */
export const WaitForTransfers: Story = showing(problem({ status: 409, code: 'account_has_active_transfers' }));

/** `quote_destination_missing` as a 500: the platform's fault; keep the reference for support. */
export const ContactSupport: Story = showing(
  problem({ status: 500, title: 'Internal Server Error', code: 'quote_destination_missing', correlationId: 'req_9dM1ss' }),
);

/** `unauthorized`: the session ended. */
export const SignInAgain: Story = showing(problem({ status: 401, title: 'Unauthorized', code: 'unauthorized' }));

/** `idempotency_conflict`: this intent was already sent with other details. */
export const StartOver: Story = showing(problem({ status: 409, code: 'idempotency_conflict' }));

/** No answer at all: the connection dropped. */
export const NetworkFailure: Story = showing(new PaykitError({ kind: 'network', correlationId: 'req_n3t' }));

/** A code newer than the kit: a neutral sentence (never the problem's title) and the reference to quote. */
export const UnknownCode: Story = {
  ...showing(problem({ status: 409, title: 'Payout window closed', code: 'payout_window_closed', correlationId: 'req_7Hq2Lw' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Payout window closed');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reference: req_7Hq2Lw');
    await expect(canvas.getByRole('button', { name: 'Contact support' })).toBeVisible();
  },
};

/** One code per step, each shown as it reads in the dark theme. */
const representative: Record<MoneyNextStep, Omit<PaykitErrorInit, 'kind'>> = {
  requote: { status: 409, code: 'quote_expired' },
  retry_later: { status: 503, code: 'rail_temporarily_unavailable', retryable: true, retryAfterMs: 45_000 },
  open_transfer: { status: 409, code: 'quote_already_executed', transferId: 'tr_4Xm9PqB6' },
  refresh: { status: 409, code: 'transfer_not_cancelable' },
  fix_fields: { status: 400, code: 'validation_error' },
  add_funds: { status: 409, code: 'insufficient_balance' },
  choose_destination: { status: 404, code: 'destination_not_found' },
  complete_destination: { status: 409, code: 'destination_not_ready', statusReason: { code: 'verification_required', actor: 'customer' } },
  complete_recipient: { status: 422, code: 'recipient_address_required' },
  change_amount: { status: 422, code: 'amount_not_deliverable' },
  use_other_method: { status: 422, code: 'capability_currency_unsupported' },
  finish_onboarding: { status: 409, code: 'rail_not_ready' },
  try_tomorrow: { status: 409, code: 'exact_zero_fee_daily_limit_exceeded' },
  wait_for_transfers: { status: 409, code: 'account_has_active_transfers' },
  contact_support: { status: 403, code: 'forbidden', correlationId: 'req_f0rb1d' },
  sign_in_again: { status: 401, code: 'unauthorized' },
  start_over: { status: 404, code: 'transfer_not_found' },
};

/** Every next step, in the dark theme. */
export const EveryStepDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <>
      {moneyNextSteps.map((step) => (
        <MoneyErrorNotice
          key={step}
          error={problem(representative[step])}
          onAction={args.onAction as MoneyErrorStoryArgs['onAction']}
          headingLevel={2}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(moneyNextSteps.length);
  },
};

/** Every next step, in the light theme. */
export const EveryStep: Story = { ...EveryStepDark, globals: { theme: 'light' } };

export const OpenTransferDark: Story = { ...OpenTransfer, globals: { theme: 'dark' } };
export const RailRetryCountdownDark: Story = { ...RailRetryCountdown, globals: { theme: 'dark' } };
export const UnknownCodeDark: Story = { ...UnknownCode, globals: { theme: 'dark' } };
