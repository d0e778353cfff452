import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { profileField } from '../test-support/fieldFixtures.js';
import type { TaskFieldControl } from './controlProps.js';
import { AddressControl } from './profile/AddressControl.js';
import { MoneyControl } from './profile/MoneyControl.js';
import { NameControl, PhoneControl } from './profile/ProfileTextControls.js';
import { TaxIdentifiersControl } from './profile/TaxIdentifiersControl.js';

// A field re-checked as the person types must be checked on what will be sent: if leaving the
// input rewrote the value, its error would change on blur, and the page below it would move under
// the pointer that is clicking the next control (issue 18, fault 3).

/** Renders `control`, types `text` in the input named `inputName`, then leaves it; returns the values sent before and on the blur. */
async function typeThenLeave(control: TaskFieldControl, field: ReturnType<typeof profileField>, inputName: string, text: string) {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <>
      <ControlHarness field={field} control={control} onValueChange={onValueChange} />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByRole('textbox', { name: inputName });
  await user.type(input, text);
  const typed = onValueChange.mock.calls.at(-1)?.[0];
  const shownWhileTyping = (input as HTMLInputElement).value;
  const sentBefore = onValueChange.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return {
    typed,
    shownWhileTyping,
    sentOnBlur: onValueChange.mock.calls.length - sentBefore,
    shownAfter: (input as HTMLInputElement).value,
  };
}

describe('given a control that normalises what is typed', () => {
  it('should keep an amount in the API grammar as it is typed, show it as typed, then in the locale, and send nothing on blur', async () => {
    const field = profileField('/financialProfile/expectedMonthlyVolume', { valueType: 'money', prompt: 'How much each month?' });
    const result = await typeThenLeave({ Control: MoneyControl, labelling: 'fieldset' }, field, 'Amount', '1,500');
    expect(result).toEqual({ typed: { amount: '1500' }, shownWhileTyping: '1,500', sentOnBlur: 0, shownAfter: '1,500' });
  });

  it('should keep an address line trimmed as it is typed, a space before the next word kept on screen', async () => {
    const field = profileField('/individual/residentialAddress', { valueType: 'address', prompt: 'Home address' });
    const result = await typeThenLeave({ Control: AddressControl, labelling: 'fieldset' }, field, 'Town or city', ' Paris ');
    expect(result).toMatchObject({ typed: { city: 'Paris' }, shownWhileTyping: ' Paris ', sentOnBlur: 0, shownAfter: 'Paris' });
  });

  it('should keep a phone number without its separators as it is typed, in a controlled text input', async () => {
    const field = profileField('/individual/phone', { prompt: 'Phone' });
    const result = await typeThenLeave({ Control: PhoneControl, labelling: 'label' }, field, 'Phone', '+1 415-555 0100');
    expect(result).toEqual({ typed: '+14155550100', shownWhileTyping: '+1 415-555 0100', sentOnBlur: 0, shownAfter: '+14155550100' });
  });

  it('should keep a name trimmed as it is typed', async () => {
    const field = profileField('/individual/firstName', { prompt: 'First name' });
    const result = await typeThenLeave({ Control: NameControl, labelling: 'label' }, field, 'First name', 'Ada ');
    expect(result).toEqual({ typed: 'Ada', shownWhileTyping: 'Ada ', sentOnBlur: 0, shownAfter: 'Ada' });
  });

  it('should keep a tax number trimmed as it is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const field = profileField('/individual/taxIdentifiers', {
      valueType: 'array',
      itemValueType: 'tax_identifier',
      prompt: 'Tax numbers',
    });
    render(
      <>
        <ControlHarness field={field} control={{ Control: TaxIdentifiersControl, labelling: 'fieldset' }} onValueChange={onValueChange} />
        <button type="button">Next</button>
      </>,
    );
    const number = within(screen.getByRole('group', { name: 'Tax identifier 1' })).getByRole('textbox', { name: 'Number' });
    await user.type(number, 'FR40303265045 ');
    expect(onValueChange).toHaveBeenLastCalledWith([{ value: 'FR40303265045' }]);
    const sent = onValueChange.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValueChange).toHaveBeenCalledTimes(sent);
    expect(number).toHaveValue('FR40303265045');
  });
});
