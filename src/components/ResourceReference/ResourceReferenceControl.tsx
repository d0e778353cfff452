import { joinIds, partId } from '../../hooks/forms/fieldAria.js';
import { humanize } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { AccountReference } from './AccountReference.js';
import { DocumentReference } from './DocumentReference.js';
import { referenceAttributes, referenceValue } from './referenceAttributes.js';
import { RelatedPartyReference } from './RelatedPartyReference.js';
import { part } from '../part.js';

/** A reference to a kind of resource the kit cannot list: the id, typed in, with a hint. */
function OtherReference(props: TaskFieldControlProps) {
  const { focusRef, value: rawValue } = props;
  const { t } = useMessages(documentsEn);
  const hintId = partId(props.inputAria.id, 'hint');
  return (
    <div {...part('resource-reference')} data-type="other">
      <p {...part('resource-reference-hint')} id={hintId}>
        {t('documents.reference.otherHint', { type: humanize(props.field.valueType ?? 'resource').toLowerCase() })}
      </p>
      <input
        type="text"
        {...referenceAttributes(props)}
        aria-describedby={joinIds(props.inputAria['aria-describedby'], hintId)}
        ref={focusRef}
        autoComplete="off"
        value={referenceValue(rawValue)}
        onChange={(event) => props.onChange(event.target.value.trim())}
      />
    </div>
  );
}

/**
 * The control of a `resource_reference` field: its value is the id of one of the customer's own
 * resources, picked by the kind `field.valueType` names: a related party (with "Add a person"),
 * an account, or a document (with an upload). Any other kind falls back to typing the id.
 */
export function ResourceReferenceControl(props: TaskFieldControlProps) {
  switch (props.field.valueType) {
    case 'related_party':
      return <RelatedPartyReference {...props} />;
    case 'account':
      return <AccountReference {...props} />;
    case 'document':
      return <DocumentReference {...props} />;
    default:
      return <OtherReference {...props} />;
  }
}
