import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.js';
import { HeadingLevelProvider, useHeadingLevel } from './HeadingLevelProvider.js';

function ShownLevel({ explicit }: { explicit?: number }) {
  return <p>level {useHeadingLevel(explicit)}</p>;
}

describe('given a heading outside every part and provider', () => {
  it('should be an <h2>, a section under the page’s <h1>', () => {
    render(<Heading>Payments</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
  });
});

describe('given a heading inside a HeadingLevelProvider', () => {
  it('should take the provider’s level, and a nested provider’s inside it', () => {
    render(
      <HeadingLevelProvider level={3}>
        <Heading>Accounts</Heading>
        <HeadingLevelProvider level={4}>
          <Heading>USD bank account</Heading>
        </HeadingLevelProvider>
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'USD bank account' })).toBeInTheDocument();
  });

  it('should keep its explicit level over the provider’s', () => {
    render(
      <HeadingLevelProvider level={5}>
        <Heading level={2}>Checkout</Heading>
        <ShownLevel explicit={3} />
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('level 3')).toBeInTheDocument();
  });

  it('should keep a computed level inside 1…6', () => {
    render(
      <HeadingLevelProvider level={9}>
        <Heading>Deep</Heading>
        <Heading level={0}>Shallow</Heading>
        <ShownLevel />
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shallow' })).toBeInTheDocument();
    expect(screen.getByText('level 6')).toBeInTheDocument();
  });
});
