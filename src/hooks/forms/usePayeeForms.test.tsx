import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayeeError, PayeeField, PayeeFormValues } from '../../core/payees/index.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { createFakeKitHookHarness, refuseRequests, sentTo } from './test-support/fakeKitHookHarness.js';
import { useDestinationForm } from './useDestinationForm.js';
import { useModelField } from './useModelField.js';
import { useRecipientForm } from './useRecipientForm.js';

/** A field of a merchant's own payee screen: only the prop objects tie its parts together. */
function MerchantField({ form, field }: { form: UseModelFormResult<PayeeFormValues, PayeeError>; field: PayeeField }) {
  const { labelProps, inputProps, errorMessageProps, error, value, onChange } = useModelField(form, field.name, {
    isRequired: field.required,
  });
  return (
    <div>
      <label {...labelProps}>{field.name}</label>
      <input {...inputProps} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
      {error && <p {...errorMessageProps}>{error.source === 'client' ? error.problem.code : error.errors[0]?.code}</p>}
    </div>
  );
}

/** The text fields of a payee model, each a {@link MerchantField}. */
function MerchantTextFields({ form, fields }: { form: UseModelFormResult<PayeeFormValues, PayeeError>; fields: readonly PayeeField[] }) {
  return fields.filter((field) => field.kind === 'text').map((field) => <MerchantField key={field.name} form={form} field={field} />);
}

function MerchantRecipientScreen({ onSaved }: { onSaved: () => void }) {
  const form = useRecipientForm({ onSaved });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <MerchantTextFields form={form} fields={form.model?.fields ?? []} />
      <select
        aria-label="relationship"
        value={String(form.values.relationship ?? '')}
        onChange={(event) => form.setValue('relationship', event.target.value)}
      >
        <option value="">choose</option>
        <option value="family">family</option>
      </select>
      <p data-testid="status">{form.submitStatus}</p>
      <button type="submit">Add</button>
    </form>
  );
}

function MerchantDestinationScreen({ recipientId }: { recipientId: string }) {
  const form = useDestinationForm({ recipientId, method: 'ach' });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <MerchantTextFields form={form} fields={form.model?.fields ?? []} />
      <button type="button" onClick={() => form.setMethod(form.method === 'ach' ? 'sepa' : 'ach')}>
        other method
      </button>
      <button type="submit">Add</button>
    </form>
  );
}

describe('given a merchant screen over useRecipientForm', () => {
  it('should tie each error to its input, focus the first invalid field and send nothing', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('readyForPayments');
    render(<MerchantRecipientScreen onSaved={() => {}} />, { wrapper: harness.wrapper });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add' }));

    const firstName = screen.getByLabelText('firstName');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAttribute('aria-required', 'true');
    const errorId = firstName.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect(document.getElementById(String(errorId))).toHaveTextContent('required');
    expect(sentTo(harness, 'POST', /\/recipients$/)).toEqual([]);
  });

  it(
    'should keep what was typed when the platform refuses the name, and put the refusal on the name fields',
    { timeout: 20_000 },
    async () => {
      const harness = await createFakeKitHookHarness('readyForPayments');
      refuseRequests(harness, 'POST', '/recipients', { status: 400, code: 'recipient_name_invalid' });
      const onSaved = vi.fn();
      render(<MerchantRecipientScreen onSaved={onSaved} />, { wrapper: harness.wrapper });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('firstName'), 'Ada');
      await user.type(screen.getByLabelText('lastName'), 'Lovelace');
      await user.selectOptions(screen.getByLabelText('relationship'), 'family');

      await user.click(screen.getByRole('button', { name: 'Add' }));

      const firstName = screen.getByLabelText('firstName');
      await vi.waitFor(() => expect(firstName).toHaveFocus());
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
      expect(firstName).toHaveAccessibleDescription('recipient_name_invalid');
      expect(screen.getByLabelText('lastName')).toHaveAttribute('aria-invalid', 'true');
      expect(firstName).toHaveValue('Ada');
      expect(screen.getByLabelText('lastName')).toHaveValue('Lovelace');
      expect(screen.getByTestId('status')).toHaveTextContent('invalid');
      expect(onSaved).not.toHaveBeenCalled();
    },
  );
});

describe('given a merchant screen over useDestinationForm', () => {
  it('should keep one draft per method and check the method shown alone', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('readyForPayments');
    render(<MerchantDestinationScreen recipientId="rcp_any" />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('routingNumber'), '021000022');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('routingNumber')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'other method' }));
    expect(screen.getByLabelText('iban')).toHaveValue('');
    expect(screen.getByLabelText('iban')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'other method' }));
    expect(screen.getByLabelText('routingNumber')).toHaveValue('021000022');
  });
});
