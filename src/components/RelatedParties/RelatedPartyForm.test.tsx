import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RelatedPartyForm } from './RelatedPartyForm.js';

/**
 * The axe check of `src/test-support/axe.ts`, minus the three country `<select>`s and their ~750
 * options, which take jsdom half a minute. Their labels are checked by role queries here and by
 * the story test in a real browser.
 */
async function expectNoAxeViolationsOutsideSelects(container: Element) {
  const results = await axe.run({ include: [container], exclude: [['select']] } as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('given a name the platform refuses', () => {
  it('should show the server error at the field, focus it, and keep every value', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const { container, client } = await renderWithFakeKit(<RelatedPartyForm onSaved={onSaved} />, {
      scenario: 'businessWithRelatedParties',
    });
    const user = userEvent.setup();
    const longName = 'A'.repeat(300);

    await user.click(screen.getByLabelText(/First name/));
    await user.paste(longName);
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'Director' }));
    await user.click(screen.getByRole('button', { name: 'Add person' }));

    const firstName = screen.getByLabelText(/First name/);
    await vi.waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveFocus();
    // The kit's words for the error code, never the fake's own wording ('must be 1 to 256 characters').
    expect(firstName).toHaveAccessibleDescription(/This answer is too long\./);
    expect(container).not.toHaveTextContent(/must be/);
    expect(firstName).toHaveValue(longName);
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
    expect(screen.getByRole('checkbox', { name: 'Director' })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect((await client.listRelatedParties()).data).toHaveLength(3);
    await expectNoAxeViolationsOutsideSelects(container);
  });
});

describe('given the roles', () => {
  it('should ask for the ownership share only when an owner role is chosen', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<RelatedPartyForm />, { scenario: 'businessWithRelatedParties' });
    const user = userEvent.setup();

    expect(screen.queryByLabelText('Ownership of the business (%)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Owner (beneficial owner)' }));
    await user.type(screen.getByLabelText('Ownership of the business (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Add person' }));

    expect(screen.getByText('Enter a number from 0 to 100.')).toBeInTheDocument();
  });
});

describe('given a form the caller holds a ref to', () => {
  it('should hand the ref the form and still focus the first problem', { timeout: 20_000 }, async () => {
    const ref = createRef<HTMLFormElement>();
    await renderWithFakeKit(<RelatedPartyForm ref={ref} />, { scenario: 'businessWithRelatedParties' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add person' }));

    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(ref.current).toHaveAttribute('data-slot', 'related-party-form');
  });
});

describe('given a date of birth that cannot be saved', () => {
  /** Fills the required fields, so the birth date is the one problem left. */
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'Director' }));
  }

  it('should refuse a date that does not exist, keep what was typed, and save nothing', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const { client } = await renderWithFakeKit(<RelatedPartyForm onSaved={onSaved} />, { scenario: 'businessWithRelatedParties' });
    const user = userEvent.setup();
    await fillRequired(user);
    const birthDate = screen.getByLabelText<HTMLInputElement>('Date of birth');
    // What a browser does with 02/30/2090 typed into a date input: the value reads '' and validity says bad input.
    Object.defineProperty(birthDate, 'validity', { configurable: true, value: { ...birthDate.validity, badInput: true, valid: false } });

    await user.click(screen.getByRole('button', { name: 'Add person' }));

    expect(screen.getByText('Enter a real date.')).toHaveAttribute('role', 'alert');
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(birthDate).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    expect((await client.listRelatedParties()).data).toHaveLength(3);
  });

  it('should refuse a date of birth in the future', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    await renderWithFakeKit(<RelatedPartyForm onSaved={onSaved} />, { scenario: 'businessWithRelatedParties' });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Date of birth'), '2090-01-15');

    await user.click(screen.getByRole('button', { name: 'Add person' }));

    expect(screen.getByText('The date of birth must be in the past.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2090-01-15');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('given a person under 18 with an owner role', () => {
  afterEach(() => vi.useRealTimers());

  it(
    'should refuse a 60 % owner born in 2015 at the date of birth, keep what was typed, and save nothing',
    { timeout: 20_000 },
    async () => {
      // Only the date is faked, so "today" is 28 November 2026 whenever the test runs.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 12));
      const onSaved = vi.fn();
      const { client } = await renderWithFakeKit(<RelatedPartyForm onSaved={onSaved} />, { scenario: 'businessWithRelatedParties' });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/First name/), 'Kim');
      await user.type(screen.getByLabelText(/Last name/), 'Young');
      await user.click(screen.getByRole('checkbox', { name: 'Owner (beneficial owner)' }));
      await user.type(screen.getByLabelText('Ownership of the business (%)'), '60');
      await user.type(screen.getByLabelText('Date of birth'), '2015-03-02');

      await user.click(screen.getByRole('button', { name: 'Add person' }));

      const birthDate = screen.getByLabelText('Date of birth');
      expect(birthDate).toHaveAttribute('aria-invalid', 'true');
      expect(birthDate).toHaveAccessibleDescription('An owner of the business must be 18 or older. Check the date of birth or the roles.');
      expect(birthDate).toHaveFocus();
      expect(birthDate).toHaveValue('2015-03-02');
      expect(screen.getByLabelText('Ownership of the business (%)')).toHaveValue('60');
      expect(onSaved).not.toHaveBeenCalled();
      expect((await client.listRelatedParties()).data).toHaveLength(3);
    },
  );

  it('should save the same person as a director, whom no age is asked of', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    await renderWithFakeKit(<RelatedPartyForm onSaved={onSaved} />, { scenario: 'businessWithRelatedParties' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Kim');
    await user.type(screen.getByLabelText(/Last name/), 'Young');
    await user.click(screen.getByRole('checkbox', { name: 'Director' }));
    await user.type(screen.getByLabelText('Date of birth'), '2015-03-02');

    await user.click(screen.getByRole('button', { name: 'Add person' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });
});
