import { useMessages } from '../../messages/index.js';
import { fieldsEn, type FieldsMessageId } from '../../messages/areas/fields.en.js';
import { isRecord } from '../controlValues.js';
import { partAria, partId } from '../../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from '../controlProps.js';

type Direction = 'payin' | 'payout';
type Party = 'firstParty' | 'thirdParty';

const DIRECTIONS: readonly { direction: Direction; legend: FieldsMessageId }[] = [
  { direction: 'payin', legend: 'fields.flows.payin' },
  { direction: 'payout', legend: 'fields.flows.payout' },
];
const PARTIES: readonly { party: Party; label: FieldsMessageId }[] = [
  { party: 'firstParty', label: 'fields.flows.firstParty' },
  { party: 'thirdParty', label: 'fields.flows.thirdParty' },
];

/** The parties of one direction as the API takes them: both booleans, `false` unless ticked. */
function partiesOf(value: unknown): Record<Party, boolean> {
  const parties = isRecord(value) ? value : {};
  return { firstParty: parties.firstParty === true, thirdParty: parties.thirdParty === true };
}

/**
 * Who the customer receives money from and sends it to (`financialProfile.flows`): for pay-ins
 * and payouts, a checkbox for its own accounts (first party) and one for other people's (third
 * party). The value is `{ payin: { firstParty, thirdParty }, payout: { firstParty, thirdParty } }`.
 */
export function FlowsControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, 'aria-invalid': isInvalid } = props.inputAria;
  const flows = isRecord(value) ? value : {};
  const toggle = (direction: Direction, party: Party, isChecked: boolean) =>
    onChange({
      payin: partiesOf(flows.payin),
      payout: partiesOf(flows.payout),
      [direction]: { ...partiesOf(flows[direction]), [party]: isChecked },
    });
  return (
    <div data-slot="task-field-flows" className="paykit-task-field-flows" data-invalid={isInvalid || undefined}>
      {DIRECTIONS.map(({ direction, legend }) => (
        <fieldset data-slot="task-field-row" className="paykit-task-field-row" key={direction}>
          <legend>{t(legend)}</legend>
          {PARTIES.map(({ party, label }) => {
            const isFirst = direction === 'payin' && party === 'firstParty';
            const id = isFirst ? controlId : partId(controlId, `${direction}-${party}`);
            return (
              <div data-slot="task-field-choice" className="paykit-task-field-choice" key={party}>
                <input
                  {...partAria(props.inputAria, { id, isRequiredHere: false })}
                  ref={isFirst ? focusRef : undefined}
                  type="checkbox"
                  name={`${field.id}.${direction}.${party}`}
                  checked={partiesOf(flows[direction])[party]}
                  onChange={(event) => toggle(direction, party, event.target.checked)}
                  onBlur={onBlur}
                />
                <label htmlFor={id}>{t(label)}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
