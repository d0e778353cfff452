import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Badge } from './Badge.js';

describe('given a badge', () => {
  it('should show its text and expose its tone for styling', async () => {
    const { container } = render(
      <p>
        Account <Badge tone="success">Ready</Badge>
      </p>,
    );

    expect(screen.getByText('Ready')).toHaveAttribute('data-tone', 'success');
    await expectNoAxeViolations(container);
  });

  it('should default to the neutral tone', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  });
});
