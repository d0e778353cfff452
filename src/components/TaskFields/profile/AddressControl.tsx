import type { Address } from '../../../core/schemas/index.js';
import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { asText, isRecord, trimText } from '../controlValues.js';
import { partAria, partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { ControlPart } from '../ControlPart.js';
import { useTypedText } from '../../shared/useTypedText.js';
import { part as partNamed } from '../../part.js';
import { ADDRESS_AUTOCOMPLETE, ADDRESS_PARTS, type AddressPart } from './addressParts.js';
import { countryOptions } from '../../shared/CountrySelect/codeOptions.js';
import { CodeSelect } from '../../shared/CountrySelect/CodeSelect.js';

/** The parts not marked required when the address is (a second line and a region are not everywhere). */
const OPTIONAL_PARTS: ReadonlySet<AddressPart> = new Set(['streetLine2', 'state', 'postalCode']);

/**
 * The next address value after a part changed. Empty parts are left out (the API refuses an empty
 * string), a part the customer had and the person emptied becomes `null` (which clears it on the
 * customer, whose address is merged), and an address with nothing left is `null`, so a required
 * address reads as missing. Parts are kept as given (the control gives them trimmed as they are typed).
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
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, 'aria-invalid': isInvalid } = props.inputAria;
  const address = isRecord(value) ? value : {};
  const change = (part: AddressPart, text: string) => onChange(nextAddress(value, part, text, field.defaultValue));
  // Each line is kept trimmed as it is typed, so leaving it changes no error.
  const typed = useTypedText(trimText);
  const settle = (part: AddressPart) => {
    typed.settle(part);
    onBlur();
  };

  return (
    <div {...partNamed('task-field-address')} data-invalid={isInvalid || undefined}>
      {ADDRESS_PARTS.map((part, index) => {
        const id = index === 0 ? controlId : partId(controlId, part);
        const isCore = !OPTIONAL_PARTS.has(part);
        const attributes = {
          ...partAria(props.inputAria, { id, isRequiredHere: isCore }),
          name: `${field.id}.${part}`,
          autoComplete: ADDRESS_AUTOCOMPLETE[part],
          onBlur: () => settle(part),
        };
        const name = t(`fields.address.${part}`);
        const label = isCore ? (
          name
        ) : (
          <>
            {name} <span {...partNamed('task-field-marker')}>{t('common.optional')}</span>
          </>
        );
        return (
          <ControlPart key={part} part={part} id={id} label={label}>
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
                {...partNamed('task-field-input')}
                type="text"
                value={typed.shown(part, asText(address[part]))}
                onChange={(event) => change(part, typed.change(part, event.target.value))}
              />
            )}
          </ControlPart>
        );
      })}
    </div>
  );
}
