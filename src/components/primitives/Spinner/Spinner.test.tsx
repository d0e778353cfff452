import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Spinner } from './Spinner.js';

describe('given a spinner', () => {
  it('should announce the loading message', async () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await expectNoAxeViolations(container);
  });

  it('should announce a custom label', () => {
    render(<Spinner label="Loading accounts" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
  });
});
