import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { profileControlFor } from './profileControlFor.js';
import { normalisePhone } from './ProfileTextControls.js';

describe('given name fields', () => {
  it.each([
    ['/individual/firstName', 'given-name'],
    ['/individual/lastName', 'family-name'],
    ['/business/legalName', 'organization'],
  ])('should offer %s with autocomplete %s and trim it on blur', async (pointer, token) => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const field = profileField(pointer, { valueType: 'string', prompt: 'Name', constraints: { minLength: 1, maxLength: 256 } });
    render(<ControlHarness field={field} control={profileControlFor(field)} onValueChange={onValueChange} />);

    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('autocomplete', token);
    await user.type(input, ' Ada ');
    await user.tab();

    expect(onValueChange).toHaveBeenLastCalledWith('Ada');
  });
});

describe('given contact fields', () => {
  it('should offer a phone input with the E.164 hint, compacting what is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const field = profileField('/individual/phone', { valueType: 'string', prompt: 'Phone' });
    render(<ControlHarness field={field} control={profileControlFor(field)} onValueChange={onValueChange} />);

    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription(/country code.*\+14155550123/);
    await user.type(input, '+44 (20) 7946-0958');
    await user.tab();

    expect(onValueChange).toHaveBeenLastCalledWith('+442079460958');
    expect(normalisePhone('call me')).toBe('call me');
  });

  it('should offer an email input', () => {
    const field = profileField('/business/email', { valueType: 'string', prompt: 'Email' });
    render(<ControlHarness field={field} control={profileControlFor(field)} />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('should send a count as a number once it is digits only', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const field = profileField('/financialProfile/expectedMonthlyTransactionCount', { valueType: 'integer', prompt: 'Payments a month' });
    render(<ControlHarness field={field} control={profileControlFor(field)} onValueChange={onValueChange} />);

    await user.type(screen.getByRole('textbox', { name: 'Payments a month' }), '120');

    expect(onValueChange).toHaveBeenLastCalledWith(120);
  });

  it('should have no axe violations', async () => {
    const phone = profileField('/individual/phone', { valueType: 'string', prompt: 'Phone' });
    const { container } = render(<ControlHarness field={phone} control={profileControlFor(phone)} error="Check this answer." />);
    await expectNoAxeViolations(container);
  });
});
