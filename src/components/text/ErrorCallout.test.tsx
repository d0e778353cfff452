import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../../core/client/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { ErrorCallout } from './ErrorCallout.js';

describe('given a read that failed for want of a connection', () => {
  it('should alert what failed, why, the reference, and retry on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = new PaykitError({ kind: 'network', correlationId: 'req_7' });
    const { container } = await renderWithFakeKit(<ErrorCallout title="We couldn't load your tasks." error={error} onRetry={onRetry} />, {
      scenario: 'newIndividual',
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your tasks.");
    expect(alert).toHaveTextContent(/couldn't reach the server/);
    expect(alert).toHaveTextContent('Reference: req_7');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});

describe('given a retry already running', () => {
  it('should ignore another click', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    await renderWithFakeKit(<ErrorCallout title="Failed." error={new Error('x')} onRetry={onRetry} isRetrying />, {
      scenario: 'newIndividual',
    });

    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('given no way to retry', () => {
  it('should show no button', async () => {
    await renderWithFakeKit(<ErrorCallout title="Failed." error={new Error('x')} />, { scenario: 'newIndividual' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('given a caller that knows why it failed', () => {
  it('should say its explanation instead of the generic one', async () => {
    const error = new PaykitError({
      kind: 'problem',
      status: 422,
      code: 'capability_institutions_required',
      detail: 'institutions required',
    });
    await renderWithFakeKit(<ErrorCallout title="Failed." error={error} explanation="Choose a bank first." />, {
      scenario: 'newIndividual',
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Choose a bank first.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('institutions required');
  });
});
