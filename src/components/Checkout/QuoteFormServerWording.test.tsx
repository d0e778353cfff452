import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../../testing/index.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { Checkout } from './Checkout.js';

afterEach(() => {
  window.sessionStorage.clear();
});

const RAW_DETAIL = 'Quote refused by the pricing engine (internal ref 42).';
const RAW_FIELD = 'Expected at most 2 digits after the decimal point for USD; got 3.';
const RAW_UNKNOWN = 'The amount string failed the rail-specific regex ^[0-9]+$.';

/** Answers the next quote request with a 422 whose every text is the API's own English. */
function refuseNextQuote(platform: FakePlatform) {
  const handle = platform.handle;
  let hasRefused = false;
  platform.handle = async (request) => {
    if (hasRefused || request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/quotes')) return handle(request);
    hasRefused = true;
    const body = {
      type: 'https://errors.payments.example/v3/validation_error',
      title: 'Unprocessable Entity: validation failed',
      status: 422,
      code: 'validation_error',
      detail: RAW_DETAIL,
      retryable: false,
      errors: [
        { pointer: '/in/amount', code: 'amount_scale_exceeded', message: RAW_FIELD },
        { pointer: '/in/currency', code: 'rail_specific_regex', message: RAW_UNKNOWN },
      ],
    };
    return new Response(JSON.stringify(body), { status: 422, headers: { 'Content-Type': 'application/problem+json' } });
  };
}

describe('given a quote the API refuses with its own wording at the fields (fault 2)', () => {
  it("should show the kit's messages at the fields and in the notice, never the API's title, detail or field text", async () => {
    const user = userEvent.setup();
    const { platform } = await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    refuseNextQuote(platform);
    await user.selectOptions(await screen.findByLabelText(/Pay with/), 'ACH bank transfers (shared account)');
    await user.selectOptions(screen.getByLabelText(/^Account/), 'Your wallet · USDC');
    await user.type(screen.getByLabelText(/Amount in USD/), '250.00');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));

    const amount = screen.getByLabelText(/Amount in USD/);
    await screen.findAllByRole('alert');
    expect(amount).toHaveAccessibleDescription(/This currency does not allow that many decimals\./);
    expect(screen.getByLabelText(/Currency you send/)).toHaveAccessibleDescription(/Check this answer\./);
    const page = document.body.textContent ?? '';
    for (const raw of [RAW_DETAIL, RAW_FIELD, RAW_UNKNOWN, 'Unprocessable Entity', 'Expected at most']) expect(page).not.toContain(raw);
  });
});
