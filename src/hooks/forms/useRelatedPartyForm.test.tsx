import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeKitHookHarness, refuseRequests, sentTo } from './test-support/fakeKitHookHarness.js';
import { useModelField } from './useModelField.js';
import { useRelatedPartyForm, type UseRelatedPartyFormResult } from './useRelatedPartyForm.js';

function MerchantText({ form, name }: { form: UseRelatedPartyFormResult; name: string }) {
  const { labelProps, inputProps, errorMessageProps, error, value, onChange } = useModelField(form, name, { isRequired: true });
  return (
    <div>
      <label {...labelProps}>{name}</label>
      <input {...inputProps} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      {error && <p {...errorMessageProps}>{error.source === 'client' ? error.problem : error.errors[0]?.code}</p>}
    </div>
  );
}

function MerchantPartyScreen({ onSaved }: { onSaved: () => void }) {
  const form = useRelatedPartyForm({ onSaved });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <MerchantText form={form} name="firstName" />
      <MerchantText form={form} name="lastName" />
      <label>
        <input
          type="checkbox"
          checked={form.partyValues.roles.includes('director')}
          onChange={() => form.setValue('roles', ['director'])}
        />
        director
      </label>
      <MerchantText form={form} name="address.city" />
      <button type="submit">Add</button>
    </form>
  );
}

describe('given a merchant screen over useRelatedPartyForm', () => {
  it('should tie the error to the input, focus the first invalid field and send nothing', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('businessWithRelatedParties');
    render(<MerchantPartyScreen onSaved={() => {}} />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('firstName'), 'Ada');

    await user.click(screen.getByRole('button', { name: 'Add' }));

    const lastName = screen.getByLabelText('lastName');
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('lastNameRequired');
    expect(screen.getByLabelText('firstName')).not.toHaveAttribute('aria-invalid');
    expect(sentTo(harness, 'POST', /\/related-parties$/)).toEqual([]);
  });

  it('should put the server refusal at the field its pointer names and keep what was typed', { timeout: 20_000 }, async () => {
    const harness = await createFakeKitHookHarness('businessWithRelatedParties');
    refuseRequests(harness, 'POST', '/related-parties', {
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/person/mailingAddress/city', code: 'city_unknown', message: 'Unknown city.' }],
    });
    const onSaved = vi.fn();
    render(<MerchantPartyScreen onSaved={onSaved} />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('firstName'), 'Ada');
    await user.type(screen.getByLabelText('lastName'), 'Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'director' }));
    await user.type(screen.getByLabelText('address.city'), 'Atlantis');

    await user.click(screen.getByRole('button', { name: 'Add' }));

    const city = screen.getByLabelText('address.city');
    await vi.waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('city_unknown');
    expect(city).toHaveValue('Atlantis');
    expect(screen.getByLabelText('firstName')).toHaveValue('Ada');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

function OwnerScreen({ now, birthDate }: { now: () => number; birthDate: string }) {
  const form = useRelatedPartyForm({ now });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <MerchantText form={form} name="birthDate" />
      <button
        type="button"
        onClick={() => {
          form.setValue('firstName', 'Kim');
          form.setValue('lastName', 'Young');
          form.setValue('roles', ['beneficial_owner']);
          form.setValue('ownershipPercent', '60');
          form.setValue('birthDate', birthDate);
        }}
      >
        Fill
      </button>
      <output>{form.today}</output>
      <button type="submit">Add</button>
    </form>
  );
}

describe("given an owner whose 18th birthday is tomorrow on the person's device", () => {
  // 23:30 on 27 November 2026, on the device.
  const now = () => new Date(2026, 10, 27, 23, 30).getTime();

  it.each([
    ['2008-11-28', 'ownerUnderage'],
    ['2008-11-27', null],
  ])('should judge a birth date of %s by the injected clock', { timeout: 20_000 }, async (birthDate, expected) => {
    const harness = await createFakeKitHookHarness('businessWithRelatedParties');
    render(<OwnerScreen now={now} birthDate={birthDate} />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByRole('status')).toHaveTextContent('2026-11-27');
    const input = screen.getByLabelText('birthDate');
    if (expected === null) await vi.waitFor(() => expect(sentTo(harness, 'POST', /\/related-parties$/)).toHaveLength(1));
    else {
      expect(input).toHaveAccessibleDescription(expected);
      expect(sentTo(harness, 'POST', /\/related-parties$/)).toEqual([]);
    }
  });
});
