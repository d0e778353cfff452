import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCustomer } from '../../hooks/index.js';
import { renderWithFakeKit } from './renderWithFakeKit.js';

function CustomerName() {
  const { data } = useCustomer();
  return <p>{data ? `Signed in as ${data.id}` : 'Loading'}</p>;
}

describe('given a component rendered on the fake kit', () => {
  it('should read the scenario customer through the proxy', async () => {
    const { scenario } = await renderWithFakeKit(<CustomerName />, { scenario: 'newIndividual' });
    expect(await screen.findByText(`Signed in as ${scenario.customerId}`)).toBeInTheDocument();
  });
});
