import { useRef, useState } from 'react';
import { useRelatedParties } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { ErrorCallout } from '../text/index.js';
import { partyOptionLabel, RelatedPartyDialog } from '../RelatedParties/index.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { referenceAttributes, referenceValue } from './referenceAttributes.js';
import { part } from '../part.js';

/**
 * A `resource_reference` to a related party: a select of the business's people (name and roles)
 * and "Add a person", which opens the related-party dialog and chooses the person it creates.
 */
export function RelatedPartyReference(props: TaskFieldControlProps) {
  const { focusRef, value: rawValue } = props;
  const messages = useMessages(relatedPartiesEn);
  const { t } = messages;
  const parties = useRelatedParties();
  const [isAdding, setAdding] = useState(false);
  const select = useRef<HTMLSelectElement | null>(null);
  // After a save the select holds the new person: focus goes there rather than back to "Add a person".
  const hasSaved = useRef(false);
  const value = referenceValue(rawValue);
  const list = parties.data ?? [];
  return (
    <div {...part('resource-reference')} data-type="related_party">
      <select
        {...referenceAttributes(props)}
        ref={(element) => {
          select.current = element;
          focusRef(element);
        }}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t('relatedParties.reference.choose')}</option>
        {list.map((party) => (
          <option key={party.id} value={party.id}>
            {partyOptionLabel(messages, party)}
          </option>
        ))}
      </select>
      {parties.isSuccess && list.length === 0 && <p {...part('resource-reference-empty')}>{t('relatedParties.reference.none')}</p>}
      {parties.isError && (
        <ErrorCallout
          title={t('relatedParties.loadFailed')}
          error={parties.error}
          onRetry={() => void parties.refetch()}
          isRetrying={parties.isFetching}
        />
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={props.inputAria.disabled}
        onClick={() => {
          hasSaved.current = false;
          setAdding(true);
        }}
      >
        {t('relatedParties.add')}
      </Button>
      <RelatedPartyDialog
        key={String(isAdding)}
        open={isAdding}
        onOpenChange={setAdding}
        onSaved={(party) => {
          hasSaved.current = true;
          props.onChange(party.id);
        }}
        returnFocusTo={() => (hasSaved.current ? select.current : null)}
      />
    </div>
  );
}
