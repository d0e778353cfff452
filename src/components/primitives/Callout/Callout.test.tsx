import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Callout } from './Callout.js';

describe('given a danger callout', () => {
  it('should interrupt as an alert', () => {
    render(
      <Callout tone="danger" title="Payment failed">
        The bank declined the transfer.
      </Callout>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('The bank declined the transfer.');
  });
});

describe.each(['neutral', 'info', 'success', 'warning'] as const)('given a %s callout', (tone) => {
  it('should be announced politely as a status', async () => {
    const { container } = render(
      <Callout tone={tone} title="Heads up">
        Details
      </Callout>,
    );

    expect(screen.getByRole('status')).toHaveAttribute('data-tone', tone);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('given a callout with an action', () => {
  it('should render the action', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <Callout
        tone="warning"
        title="Documents needed"
        action={
          <button type="button" onClick={onRetry}>
            Upload
          </button>
        }
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('given a dismissible callout', () => {
  it('should hide itself and tell the caller when dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { container } = render(
      <Callout title="Saved" tone="success" onDismiss={onDismiss}>
        Your details are saved.
      </Callout>,
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('given a callout without onDismiss', () => {
  it('should offer no dismiss button', () => {
    render(<Callout title="Note">Body</Callout>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
