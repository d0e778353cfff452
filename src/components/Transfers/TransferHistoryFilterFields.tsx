import type { ComponentPropsWithRef } from 'react';
import { transferDirections } from '../../core/schemas/quoteValues.js';
import { transferStates } from '../../core/schemas/transferValues.js';
import type { TransferHistoryFilters } from '../../core/transferHistory/index.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { openEnumLabel } from '../text/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferHistoryFilterFields}: any `<div>` attribute but children and `onChange`, plus the ones below. */
export interface TransferHistoryFilterFieldsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** The filters shown. */
  filters: TransferHistoryFilters;
  /** Called with the filters after the person changed one. */
  onFiltersChange: (filters: TransferHistoryFilters) => void;
}

/** The history's filters as labelled controls: status, type (direction), and the first and last day. */
export const TransferHistoryFilterFields = forwardRefAsProp(function TransferHistoryFilterFields({
  filters,
  onFiltersChange,
  ...props
}: TransferHistoryFilterFieldsProps) {
  const { t } = useMessages(transfersEn);
  const set = (key: keyof TransferHistoryFilters, value: string) => onFiltersChange({ ...filters, [key]: value || undefined });
  return (
    <div {...props} {...part('transfer-list-filters', props)}>
      <Field label={t('transfers.list.stateFilter')}>
        <select value={filters.state ?? ''} onChange={(event) => set('state', event.target.value)}>
          <option value="">{t('transfers.list.allStates')}</option>
          {transferStates.map((value) => (
            <option key={value} value={value}>
              {openEnumLabel(t, 'transfers.state.', value)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('transfers.list.directionFilter')}>
        <select value={filters.direction ?? ''} onChange={(event) => set('direction', event.target.value)}>
          <option value="">{t('transfers.list.allDirections')}</option>
          {transferDirections.map((value) => (
            <option key={value} value={value}>
              {openEnumLabel(t, 'transfers.direction.', value)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('transfers.list.fromFilter')}>
        <input type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => set('from', event.target.value)} />
      </Field>
      <Field label={t('transfers.list.toFilter')}>
        <input type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => set('to', event.target.value)} />
      </Field>
    </div>
  );
});
