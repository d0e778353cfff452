import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldKind } from '../../core/forms/index.js';
import { DocumentControl } from '../DocumentField/index.js';
import { ResourceReferenceControl } from '../ResourceReference/index.js';
import {
  AbsenceControl,
  AddressControl,
  AttestationControl,
  BooleanControl,
  DateControl,
  MultiSelectControl,
  SingleSelectControl,
  TextControl,
  UnknownControl,
} from '../TaskFields/index.js';
import { controlFor } from './controlFor.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf, optionsOf, profileField } from '../test-support/fieldFixtures.js';

const few = optionsOf(['a', 'b']);
const many = optionsOf(['a', 'b', 'c', 'd', 'e', 'f']);

describe('given a field of every kind', () => {
  it.each([
    ['text', fieldOf({ type: 'text' }), TextControl, 'label'],
    ['date', fieldOf({ type: 'date', valueType: 'date' }), DateControl, 'label'],
    ['single_select', fieldOf({ type: 'single_select', options: few }), SingleSelectControl, 'fieldset'],
    ['single_select', fieldOf({ type: 'single_select', options: many }), SingleSelectControl, 'label'],
    ['multi_select', fieldOf({ type: 'multi_select', valueType: 'array', options: few }), MultiSelectControl, 'fieldset'],
    ['boolean', fieldOf({ type: 'boolean', valueType: 'boolean' }), BooleanControl, 'fieldset'],
    ['attestation', fieldOf({ type: 'attestation', valueType: 'boolean' }), AttestationControl, 'self'],
    ['absence', fieldOf({ type: 'absence' }), AbsenceControl, 'self'],
    ['document', fieldOf({ type: 'document', valueType: 'document' }), DocumentControl, 'fieldset'],
    ['resource_reference', fieldOf({ type: 'resource_reference', valueType: 'related_party' }), ResourceReferenceControl, 'label'],
    ['profile', profileField('/individual/residentialAddress', { valueType: 'address' }), AddressControl, 'fieldset'],
    ['unknown', fieldOf({ type: 'favourite_colour', valueType: 'string' }), UnknownControl, 'label'],
    ['unknown', fieldOf({ type: 'signature', valueType: 'drawing' }), UnknownControl, 'fieldset'],
  ] as const)('should give a %s field its control and labelling', (kind, field, Control, labelling) => {
    expect(field.kind).toBe(kind satisfies FieldKind);
    expect(controlFor(field)).toMatchObject({ Control, labelling });
  });

  it.each([
    ['text', fieldOf({ type: 'text' })],
    ['profile name', profileField('/individual/firstName', { valueType: 'string' })],
    ['profile email', profileField('/individual/email', { valueType: 'string' })],
    ['profile phone', profileField('/individual/phone', { valueType: 'string' })],
  ])('should bind a %s field as text, uncontrolled', (_kind, field) => {
    expect(controlFor(field).binding).toBe('text');
  });

  it.each([
    ['date', fieldOf({ type: 'date', valueType: 'date' })],
    ['address', profileField('/individual/residentialAddress', { valueType: 'address' })],
    ['count', profileField('/financialProfile/expectedMonthlyTransactionCount', { valueType: 'integer' })],
    ['unknown', fieldOf({ type: 'favourite_colour', valueType: 'string' })],
  ])('should bind a %s field through its value', (_kind, field) => {
    expect(controlFor(field).binding ?? 'value').toBe('value');
  });

  it('should answer a select without options as text, and a multiple choice without options by the fallback', () => {
    expect(controlFor(fieldOf({ type: 'single_select', options: [] })).Control).toBe(TextControl);
    expect(controlFor(fieldOf({ type: 'multi_select', valueType: 'array', options: [] })).Control).toBe(UnknownControl);
  });

  it('should give the same field the same control every time, so a re-render keeps its state', () => {
    const field = profileField('/individual/nationalities', { valueType: 'array', itemValueType: 'country_code' });
    expect(controlFor(field)).toBe(controlFor(field));
  });
});

describe('given an unknown field among known ones', () => {
  it('should still let the person answer both', async () => {
    const user = userEvent.setup();
    const onKnown = vi.fn();
    const onUnknown = vi.fn();
    const known = fieldOf({ type: 'text', prompt: 'Occupation', constraints: { maxLength: 50 } }, { id: 'req_1' });
    const unknown = fieldOf({ type: 'favourite_colour', prompt: 'Favourite colour', valueType: 'string' }, { id: 'req_2' });
    render(
      <>
        <ControlHarness field={unknown} control={controlFor(unknown)} onValueChange={onUnknown} />
        <ControlHarness field={known} control={controlFor(known)} onValueChange={onKnown} />
      </>,
    );

    await user.type(screen.getByRole('textbox', { name: 'Favourite colour' }), 'Teal');
    await user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Poet');

    expect(onUnknown).toHaveBeenLastCalledWith('Teal');
    expect(onKnown).toHaveBeenLastCalledWith('Poet');
  });
});
