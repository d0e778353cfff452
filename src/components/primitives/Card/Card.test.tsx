import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './Card.js';

describe('given a card', () => {
  it('should render its title as a level 2 heading (a section under the page’s h1) and its parts in order', async () => {
    const { container } = render(
      <Card aria-labelledby="card-title" role="region">
        <CardHeader>
          <CardTitle id="card-title">Bank account</CardTitle>
        </CardHeader>
        <CardContent>Ending 4821</CardContent>
        <CardFooter>
          <button type="button">Edit</button>
        </CardFooter>
      </Card>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Bank account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bank account' })).toHaveTextContent('Bank accountEnding 4821Edit');
    await expectNoAxeViolations(container);
  });

  it('should render the title at the level it is given', () => {
    render(<CardTitle level={4}>Payouts</CardTitle>);
    expect(screen.getByRole('heading', { level: 4, name: 'Payouts' })).toHaveAttribute('data-slot', 'card-title');
  });
});
