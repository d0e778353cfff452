import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles/index.css';
import { clickNotingPosition } from '../test-support/pressedInPlace.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RelatedPartyForm } from './RelatedPartyForm.js';

// In Chromium, unlike jsdom: a date input reports a date typed only in part (`validity.badInput`)
// without any change event, and a click is a real press and release at one spot of the page.

afterEach(() => cleanup());

describe('given a failed submit, then a date of birth typed only in part', () => {
  it('should say so as it is typed, so the click on the next control lands where it was pressed', async () => {
    await renderWithFakeKit(
      <div data-paykit-root="" className="paykit-root">
        <RelatedPartyForm />
      </div>,
      { scenario: 'businessWithRelatedParties' },
    );
    const birthDate = await screen.findByLabelText('Date of birth');
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true'));

    await userEvent.click(birthDate);
    await userEvent.keyboard('12');
    await waitFor(() => expect(birthDate).toHaveAttribute('aria-invalid', 'true'));
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    const seen = await clickNotingPosition(nationality);

    expect(seen.pointerup).toBeDefined();
    expect(seen.pointerup).toBe(seen.pointerdown);
    expect(nationality).toHaveFocus();
  });
});
