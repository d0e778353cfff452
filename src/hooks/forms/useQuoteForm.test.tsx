import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCheckout } from '../money/useCheckout.js';
import { createFakeKitHookHarness, refuseRequests, sentTo } from './test-support/fakeKitHookHarness.js';
import { useModelField } from './useModelField.js';
import { useQuoteForm, type UseQuoteFormResult } from './useQuoteForm.js';

function MerchantSelect({ form, name, options }: { form: UseQuoteFormResult; name: string; options: readonly string[] }) {
  const { labelProps, inputProps, errorMessageProps, error, value, onChange } = useModelField(form, name, { isRequired: true });
  return (
    <div>
      <label {...labelProps}>{name}</label>
      <select {...inputProps} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        <option value="">none</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {error && <p {...errorMessageProps}>{error.source === 'client' ? error.problem.id : error.errors[0]?.code}</p>}
    </div>
  );
}

function MerchantQuoteScreen() {
  const checkout = useCheckout();
  const form = useQuoteForm({ checkout });
  const amount = useModelField(form, 'amount', { isRequired: true });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <MerchantSelect form={form} name="capabilityId" options={form.sources.map((source) => source.id)} />
      <MerchantSelect form={form} name="accountId" options={form.accounts.map((account) => account.id)} />
      <label {...amount.labelProps} htmlFor={amount.inputProps.id}>
        amount
      </label>
      <input {...amount.inputProps} value={String(amount.value)} onChange={(event) => amount.onChange(event.target.value)} />
      {amount.error && (
        <p {...amount.errorMessageProps}>{amount.error.source === 'client' ? amount.error.problem.id : amount.error.errors[0]?.code}</p>
      )}
      <p data-testid="status">{checkout.status}</p>
      <button type="submit">Quote</button>
    </form>
  );
}

describe('given a merchant quote screen over useQuoteForm', () => {
  it('should tie each error to its input, focus the first invalid field and ask for no quote', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('readyForPayments');
    render(<MerchantQuoteScreen />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'ach_pooled' });
    await user.type(screen.getByLabelText('amount'), '10');

    await user.click(screen.getByRole('button', { name: 'Quote' }));

    const capability = screen.getByLabelText('capabilityId');
    expect(capability).toHaveFocus();
    expect(capability).toHaveAttribute('aria-invalid', 'true');
    expect(capability).toHaveAccessibleDescription('checkout.error.required');
    expect(screen.getByLabelText('accountId')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(harness, 'POST', /\/quotes$/)).toEqual([]);
  });

  it('should put the refusal of the quote at the amount and keep what was typed', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('readyForPayments');
    refuseRequests(harness, 'POST', '/quotes', {
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/in/amount', code: 'amount_too_small', message: 'Too small.' }],
    });
    render(<MerchantQuoteScreen />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'ach_pooled' });
    await user.selectOptions(screen.getByLabelText('capabilityId'), 'ach_pooled');
    const account = screen.getByLabelText<HTMLSelectElement>('accountId');
    await user.selectOptions(account, account.options[1]!);
    await user.type(screen.getByLabelText('amount'), '0.01');

    await user.click(screen.getByRole('button', { name: 'Quote' }));

    const amount = screen.getByLabelText('amount');
    expect(await screen.findByText('amount_too_small')).toHaveAttribute('id', amount.getAttribute('aria-describedby')?.split(' ').at(-1));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('0.01');
    expect(screen.getByTestId('status')).toHaveTextContent('quote_error');
  });
});
