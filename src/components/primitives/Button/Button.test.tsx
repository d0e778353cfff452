import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Button } from './Button.js';

describe('given a button', () => {
  it('should call onClick when pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should not submit a surrounding form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Preview</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should pass the ref, the variant and the caller className through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" className="merchant">
        Delete
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveClass('merchant');
  });

  it('should have no axe violations in each variant', async () => {
    const { container } = render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button isPending>Pending</Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('given a pending button', () => {
  it('should ignore clicks and not submit its form', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending onClick={onClick}>
          Pay
        </Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.keyboard('{Enter}');

    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should stay focusable and be exposed as disabled', async () => {
    const user = userEvent.setup();
    render(<Button isPending>Pay</Button>);

    await user.tab();

    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending');
  });

  it('should announce the pending message', () => {
    render(<Button isPending>Pay</Button>);
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
  });

  it('should announce a custom pending label', () => {
    render(
      <Button isPending pendingLabel="Sending payment">
        Pay
      </Button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sending payment');
  });

  it('should fill its live region only once pending starts', () => {
    const { rerender } = render(<Button>Pay</Button>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(<Button isPending>Pay</Button>);

    expect(screen.getByRole('status')).toHaveTextContent('Working…');
  });
});

describe('given asChild with a link', () => {
  it('should render the link with the button look', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/statements">Statements</a>
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Statements' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
  });

  it('should ignore clicks on the link while pending', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button asChild isPending onClick={onClick}>
        <a href="#statements">Statements</a>
      </Button>,
    );

    await user.click(screen.getByRole('link', { name: 'Statements' }));

    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe('#statements');
  });
});
