import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { Address } from '../../../core/schemas/index.js';
import { useMessages } from '../../messages/index.js';
import { fieldsEn, type FieldsMessageId } from '../../messages/areas/fields.en.js';
import { asText, controlAttributes, isRecord, partId } from '../controlAttributes.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { countryOptions } from './codeOptions.js';
import { CodeSelect } from './CodeSelect.js';

type AddressPart = 'streetLine1' | 'streetLine2' | 'city' | 'state' | 'postalCode' | 'country';

interface PartSpec {
  part: AddressPart;
  label: FieldsMessageId;
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** Whether the part is marked required when the address is (a second line and a region are not everywhere). */
  isCore: boolean;
}

const PARTS: readonly PartSpec[] = [
  { part: 'streetLine1', label: 'fields.address.streetLine1', autoComplete: 'address-line1', isCore: true },
  { part: 'streetLine2', label: 'fields.address.streetLine2', autoComplete: 'address-line2', isCore: false },
  { part: 'city', label: 'fields.address.city', autoComplete: 'address-level2', isCore: true },
  { part: 'state', label: 'fields.address.state', autoComplete: 'address-level1', isCore: false },
  { part: 'postalCode', label: 'fields.address.postalCode', autoComplete: 'postal-code', isCore: false },
  { part: 'country', label: 'fields.address.country', autoComplete: 'country', isCore: true },
];

/** The address parts the control edits, in order. */
export const ADDRESS_PARTS: readonly AddressPart[] = /* @__PURE__ */ PARTS.map((spec) => spec.part);

/**
 * The next address value after a part changed. Empty parts are left out (the API refuses an empty
 * string), a part the customer had and the person emptied becomes `null` (which clears it on the
 * customer, whose address is merged), and an address with nothing left is `null`, so a required
 * address reads as missing. Parts are kept as typed; trimming happens on blur.
 */
export function nextAddress(current: unknown, part: AddressPart, text: string, original: unknown): Partial<Address> | null {
  const next: Record<string, string | null> = {};
  const before = isRecord(current) ? current : {};
  for (const key of ADDRESS_PARTS) {
    const partValue = key === part ? text : asText(before[key]);
    if (partValue.trim() !== '') next[key] = partValue;
    else if (isRecord(original) && asText(original[key]) !== '') next[key] = null;
  }
  return Object.values(next).some((partValue) => partValue !== null) ? next : null;
}

/**
 * A postal address (`address` profile fields): street lines, city, region, postal code and
 * country, each labelled, with the browser's address autocomplete tokens. The value is an object
 * with the schema's keys (`streetLine1`, `streetLine2`, `city`, `state`, `postalCode`,
 * `country`), see {@link nextAddress}. The first line takes `controlId` and the focus ref.
 */
export function AddressControl(props: TaskFieldControlProps) {
  const { t, i18n } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef, controlId, isInvalid } = props;
  const address = isRecord(value) ? value : {};
  const change = (part: AddressPart, text: string) => onChange(nextAddress(value, part, text, field.defaultValue));
  const trimOnBlur = (part: AddressPart) => {
    const text = asText(address[part]);
    if (text !== text.trim()) change(part, text.trim());
    onBlur();
  };

  return (
    <div data-slot="task-field-address" className="paykit-task-field-address" data-invalid={isInvalid || undefined}>
      {PARTS.map(({ part, label, autoComplete, isCore }, index) => {
        const id = index === 0 ? controlId : partId(controlId, part);
        const attributes = {
          ...controlAttributes(props, { id, isRequiredHere: isCore }),
          name: `${field.id}.${part}`,
          autoComplete,
          onBlur: () => trimOnBlur(part),
        };
        return (
          <div data-slot="task-field-part" className="paykit-task-field-part" data-part={part} key={part}>
            <label htmlFor={id}>
              {t(label)}
              {!isCore && ' '}
              {!isCore && (
                <span data-slot="task-field-marker" className="paykit-task-field-marker">
                  {t('common.optional')}
                </span>
              )}
            </label>
            {part === 'country' ? (
              <CodeSelect
                {...attributes}
                options={countryOptions(i18n)}
                value={asText(address.country)}
                onValueChange={(code) => change('country', code)}
                emptyOptionLabel={t('fields.country.prompt')}
              />
            ) : (
              <input
                {...attributes}
                ref={index === 0 ? focusRef : undefined}
                data-slot="task-field-input"
                className="paykit-task-field-input"
                type="text"
                value={asText(address[part])}
                onChange={(event) => change(part, event.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
