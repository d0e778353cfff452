import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildQuote } from '../../core/checkout/test-support/checkoutFixtures.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { PriceChangeNotice } from './PriceChangeNotice.js';

describe('given a quote priced again at another price on the confirm step', () => {
  it('should say the price changed, with the old and the new amounts, and accept it on request', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const previous = buildQuote();
    const current = buildQuote({ id: 'quo_New00001', out: { currency: 'USDC', amount: '98.500000' } });
    await renderWithFakeKit(<PriceChangeNotice change={{ previous, current }} onAccept={onAccept} />, { scenario: 'readyForPayments' });
    expect(screen.getByText('The price changed')).toBeInTheDocument();
    expect(screen.getByText(/^Before: you send .*100\.00.*, they receive .*99\.00/)).toBeInTheDocument();
    expect(screen.getByText(/^Now: you send .*100\.00.*, they receive .*98\.50/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
