import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../../core/client/index.js';
import type { ModelFormValues, UseModelFormResult } from './modelFormTypes.js';
import { useModelField } from './useModelField.js';
import { useModelForm } from './useModelForm.js';

type Values = { 'name.first': string; email: string };
type Problem = 'required' | 'email';

function TextField({ form, name, label }: { form: UseModelFormResult<Values & ModelFormValues, Problem>; name: string; label: string }) {
  const field = useModelField(form, name, { isRequired: true });
  return (
    <div>
      <label {...field.labelProps}>{label}</label>
      <input {...field.inputProps} value={String(field.value ?? '')} onChange={(event) => field.onChange(event.target.value)} />
      {field.error && (
        <p {...field.errorMessageProps}>
          {field.error.source === 'client' ? `client:${field.error.problem}` : `server:${field.error.errors[0]?.code}`}
        </p>
      )}
    </div>
  );
}

function validate(values: Values): Partial<Record<string, Problem>> {
  const problems: Partial<Record<string, Problem>> = {};
  if (values['name.first'].trim() === '') problems['name.first'] = 'required';
  if (!values.email.includes('@')) problems.email = 'email';
  return problems;
}

function ContactForm({ submit }: { submit: (values: Values) => Promise<unknown> | void }) {
  const form = useModelForm<Values & ModelFormValues, Problem>({
    defaultValues: { 'name.first': '', email: '' },
    fieldNames: () => ['name.first', 'email'],
    validate,
    serverErrors: (error) => ({
      fields: Object.fromEntries(error.errors.map((each) => [each.pointer === '/email' ? 'email' : 'name.first', [{ ...each }]])),
      form: [],
    }),
    submit,
  });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <p data-testid="status">{form.submitStatus}</p>
      <TextField form={form} name="name.first" label="First name" />
      <TextField form={form} name="email" label="Email" />
      <button type="submit">Save</button>
    </form>
  );
}

const refusal = (pointer: string, code: string) =>
  new PaykitError({ kind: 'problem', status: 422, code: 'validation_failed', errors: [{ pointer, code, message: 'Refused.' }] });

describe('given a model form submitted with problems', () => {
  it('should show no error before the submit, then mark each invalid input and focus the first in form order', async () => {
    const submit = vi.fn();
    render(<ContactForm submit={submit} />);
    const user = userEvent.setup();
    const first = screen.getByLabelText('First name');
    const email = screen.getByLabelText('Email');

    await user.type(email, 'grace');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('client:required');
    expect(email).toHaveAccessibleDescription('client:email');
    expect(first).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('client:required')).toHaveAttribute('id', first.getAttribute('aria-describedby'));
    expect(screen.getByTestId('status')).toHaveTextContent('invalid');
    expect(submit).not.toHaveBeenCalled();
  });

  it('should follow each change once a submit was tried, and send the values once they pass', async () => {
    const submit = vi.fn();
    render(<ContactForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.type(screen.getByLabelText('First name'), 'Grace');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(submit).toHaveBeenCalledWith({ 'name.first': 'Grace', email: 'grace@example.com' });
    await vi.waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('submitted'));
  });
});

describe('given a model form the server refuses', () => {
  it('should put the errors at their fields, focus the first and keep what was typed', async () => {
    render(<ContactForm submit={() => Promise.reject(refusal('/email', 'email_taken'))} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('server:email_taken');
    expect(email).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByTestId('status')).toHaveTextContent('invalid');
  });

  it('should move focus only once the error is on the page, so the field is announced with it', async () => {
    render(<ContactForm submit={() => Promise.reject(refusal('/email', 'email_taken'))} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'grace@example.com');
    const atFocus: (string | null)[] = [];
    email.addEventListener('focus', () => {
      const describedBy = email.getAttribute('aria-describedby');
      atFocus.push(describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null);
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(atFocus).toEqual(['server:email_taken']);
  });

  it('should send once while the first submit is still out', async () => {
    let answer: (value: unknown) => void = () => {};
    const submit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm submit={submit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('status')).toHaveTextContent('submitting');
    answer(null);

    await vi.waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('submitted'));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('should report a refusal with nothing to fix at a field as failed', async () => {
    render(<ContactForm submit={() => Promise.reject(new PaykitError({ kind: 'network' }))} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('failed'));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });
});
