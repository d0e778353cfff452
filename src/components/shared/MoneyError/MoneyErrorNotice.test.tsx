import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../../../core/client/index.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { renderWithFakeKit } from '../../test-support/renderWithFakeKit.js';
import { MoneyErrorNotice } from './MoneyErrorNotice.js';

const problem = (init: Omit<ConstructorParameters<typeof PaykitError>[0], 'kind'>) => new PaykitError({ kind: 'problem', ...init });

describe('given a quote that was already used for a transfer on the platform', () => {
  it('should say so and offer to open the existing transfer', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { client, scenario, rerender, container } = await renderWithFakeKit(<></>, { scenario: 'readyForPayments' });
    const quote = await client.createQuote({
      capabilityId: scenario.capabilityId,
      in: { amount: '25.00', currency: 'USD' },
      out: { currency: 'USDC' },
      destinationId: scenario.walletAccountId,
    });
    const transfer = await client.createTransfer({ quoteId: quote.id });
    const error = await client.createTransfer({ quoteId: quote.id }).then(
      () => null,
      (failure: unknown) => failure,
    );

    rerender(<MoneyErrorNotice error={error} onAction={onAction} />);

    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'This quote has already been used for a transfer.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('no second payment was made');
    expect(alert).toHaveTextContent(`Transfer ${transfer.id}`);
    await user.click(screen.getByRole('button', { name: 'Open the transfer' }));
    expect(onAction).toHaveBeenCalledWith(
      'open_transfer',
      expect.objectContaining({ code: 'quote_already_executed', transferId: transfer.id }),
    );
    await expectNoAxeViolations(container);
  });
});

describe('given a rail that asks to retry after a while', () => {
  it('should count down, keep the retry waiting, then announce once that a retry is possible', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const error = problem({
      status: 503,
      code: 'rail_temporarily_unavailable',
      retryable: true,
      retryAfterMs: 1200,
      correlationId: 'req_rail',
    });
    await renderWithFakeKit(<MoneyErrorNotice error={error} onAction={onAction} />, { scenario: 'newIndividual' });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This payment method is temporarily unavailable.');
    expect(alert).toHaveTextContent('You can try again in 2 seconds.');
    expect(alert).toHaveTextContent('Available again in 0:02');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveAccessibleDescription('You can try again in 2 seconds.');
    await user.click(retry);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByText('You can try again now.', { selector: '[role="status"]' })).not.toBeInTheDocument();

    expect(await screen.findByText('You can try again now.', { selector: '[role="status"]' }, { timeout: 3000 })).toBeInTheDocument();
    expect(retry).not.toHaveAttribute('aria-disabled');
    await user.click(retry);
    expect(onAction).toHaveBeenCalledWith(
      'retry_later',
      expect.objectContaining({ code: 'rail_temporarily_unavailable', retryAfterMs: 1200 }),
    );
  });
});

describe('given a new error with its own wait', () => {
  it('should restart the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const first = problem({ status: 503, code: 'rail_temporarily_unavailable', retryable: true, retryAfterMs: 1000 });
      const { rerender } = await renderWithFakeKit(<MoneyErrorNotice error={first} />, { scenario: 'newIndividual' });
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByRole('alert')).toHaveTextContent('You can try again now.');

      rerender(
        <MoneyErrorNotice error={problem({ status: 503, code: 'rail_temporarily_unavailable', retryable: true, retryAfterMs: 90_000 })} />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Available again in 1:30');
      expect(screen.getByRole('alert')).toHaveTextContent('You can try again in 90 seconds.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given a code the kit does not know', () => {
  it('should fall back to a neutral sentence (never the problem title) and the reference', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    const error = problem({ status: 409, code: 'payout_window_closed', title: 'RAW-API-WORDING', correlationId: 'req_42' });
    await renderWithFakeKit(<MoneyErrorNotice error={error} onAction={onAction} headingLevel={4} />, { scenario: 'newIndividual' });

    expect(screen.getByRole('heading', { level: 4, name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('RAW-API-WORDING');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: req_42');
    expect(screen.getByRole('alert')).toHaveTextContent('contact support');
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(onAction).toHaveBeenCalledWith('contact_support', expect.objectContaining({ isUnknownCode: true, correlationId: 'req_42' }));
  });

  it('should read a plain problem body too, reference included', async () => {
    await renderWithFakeKit(
      <MoneyErrorNotice error={{ code: 'brand_new_code', title: 'RAW-API-WORDING', correlationId: 'req_body', retryable: true }} />,
      {
        scenario: 'newIndividual',
      },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('RAW-API-WORDING');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: req_body');
  });
});

describe('given a request that never reached the server', () => {
  it.each([
    ['network', "We couldn't reach the server. Check your connection."],
    ['timeout', 'The request took too long to answer.'],
  ] as const)('should say the %s failure in its own words', async (kind, words) => {
    await renderWithFakeKit(<MoneyErrorNotice error={new PaykitError({ kind })} />, { scenario: 'newIndividual' });
    expect(screen.getByRole('heading', { name: words })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a moment.');
  });
});

describe('given a caller with its own label for a step', () => {
  it('should use it on the button', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    await renderWithFakeKit(
      <MoneyErrorNotice
        error={problem({ status: 409, code: 'quote_expired' })}
        onAction={onAction}
        actionFor={{ requote: 'Refresh the price' }}
      />,
      {
        scenario: 'newIndividual',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Refresh the price' }));
    expect(onAction).toHaveBeenCalledWith('requote', expect.objectContaining({ code: 'quote_expired' }));
  });
});

describe('given no onAction', () => {
  it('should say the next step without a button', async () => {
    await renderWithFakeKit(<MoneyErrorNotice error={problem({ status: 409, code: 'insufficient_balance' })} />, {
      scenario: 'newIndividual',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Add money to the account, or send a smaller amount.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('given a French-speaking person', () => {
  it('should say the error and the step in French', async () => {
    await renderWithFakeKit(<MoneyErrorNotice error={problem({ status: 422, code: 'amount_not_deliverable' })} onAction={vi.fn()} />, {
      scenario: 'newIndividual',
      locale: 'fr',
    });
    expect(screen.getByRole('heading', { name: 'Ce montant ne peut pas être livré par cette voie.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier le montant' })).toBeInTheDocument();
  });
});
