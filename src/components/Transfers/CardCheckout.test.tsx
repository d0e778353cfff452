import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../core/schemas/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { buildTransfer } from '../../testing/fixtures/transfer.js';
import { CardCheckout } from './CardCheckout.js';

/** A card pay-in awaiting funds whose hosted checkout is at `url` (not parsed: the component must judge it itself). */
function cardPayIn(url: string): Transfer {
  return {
    ...buildTransfer({
      capabilityId: 'card',
      state: 'awaiting_funds',
      direction: 'fiat_to_stablecoin',
      in: { currency: 'USD', amount: '25.00' },
      out: { currency: 'USDC', amount: null },
    }),
    checkout: { url, expiresAt: '2026-05-02T12:00:00.000Z' },
  };
}

function renderCheckout(url: string) {
  return render(
    <PaykitProvider events={false}>
      <CardCheckout transfer={cardPayIn(url)} onReturn={() => undefined} />
    </PaykitProvider>,
  );
}

describe('given a card checkout on a hosted page', () => {
  it.each([
    'https://pay.example/checkout/tr_1',
    'http://127.0.0.1:3000/hosted/checkout/tr_1',
    'http://localhost:3107/hosted/checkout/tr_1',
    'http://[::1]:3000/hosted/checkout/tr_1',
  ])('should offer to open %s', (url) => {
    renderCheckout(url);
    expect(screen.getByRole('link', { name: /^Open the payment page/ })).toHaveAttribute('href', url);
  });

  it.each(['http://pay.example/checkout/tr_1', 'http://192.168.1.20:3000/hosted/checkout/tr_1', 'javascript:alert(1)'])(
    'should refuse to open %s',
    (url) => {
      renderCheckout(url);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('The payment page cannot be opened')).toBeInTheDocument();
    },
  );
});
