import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Skeleton, SkeletonGroup } from './Skeleton.js';

describe('given a skeleton group', () => {
  it('should say once that content is loading and mark itself busy', async () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton />
        <Skeleton variant="block" />
        <Skeleton variant="circle" />
      </SkeletonGroup>,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading content');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"][data-slot="skeleton"]')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('should announce a custom label', () => {
    render(
      <SkeletonGroup label="Loading transactions">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
  });
});
