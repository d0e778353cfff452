import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Field } from './Field.js';

describe('given a field with a description', () => {
  it('should label the control and describe it', async () => {
    const user = userEvent.setup();
    render(
      <Field label="IBAN" description="Starts with two letters">
        <input name="iban" />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'IBAN' });
    expect(input).toHaveAccessibleDescription('Starts with two letters');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByText('IBAN'));
    expect(input).toHaveFocus();
  });

  it('should render no error and no alert', () => {
    render(
      <Field label="IBAN">
        <input />
      </Field>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should use the id it is given for the control', () => {
    render(
      <Field label="IBAN" id="iban">
        <input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('id', 'iban');
  });
});

describe('given a field with an error', () => {
  it('should mark the control invalid and describe it with the error', () => {
    const { container } = render(
      <Field label="IBAN" description="Starts with two letters" error="Enter a valid IBAN">
        <input />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'IBAN' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Starts with two letters Enter a valid IBAN');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid IBAN');
    expect(container.querySelector('[data-slot="field"]')).toHaveAttribute('data-invalid');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Field label="IBAN" description="Starts with two letters" error="Enter a valid IBAN" necessity="required">
        <input />
      </Field>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('given a required field', () => {
  it('should mark the control required without repeating it in the name', () => {
    render(
      <Field label="Legal name" necessity="required">
        <input />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Legal name' });
    expect(input).toBeRequired();
    expect(screen.getByText('required')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('given an optional field', () => {
  it('should say so in the label and not mark the control required', async () => {
    const { container } = render(
      <Field label="Nickname" necessity="optional">
        <input />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Nickname optional' });
    expect(input).not.toBeRequired();
    await expectNoAxeViolations(container);
  });
});

describe('given a select as the control', () => {
  it('should wire it the same way', () => {
    render(
      <Field label="Country" error="Choose a country">
        <select>
          <option value="">Choose…</option>
          <option value="FR">France</option>
        </select>
      </Field>,
    );

    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a country');
  });
});
