import type { Destination } from '../../core/schemas/index.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { payeesEn, type PayeesMessageId } from '../messages/areas/payees.en.js';
import type { Tone } from '../tone.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { openEnumLabel, reasonText } from '../text/index.js';
import { destinationCoordinates, type DestinationCoordinates } from '../../core/payees/index.js';
import { part } from '../part.js';

const STATUS_TONES: Readonly<Record<string, Tone>> = {
  ready: 'success',
  in_review: 'info',
  action_required: 'warning',
  archived: 'neutral',
};

/** A destination's masked coordinates in words ("Account ending 6789"); `null` when it shows none. */
function coordinatesText(t: ComponentTranslate<PayeesMessageId>, coordinates: DestinationCoordinates): string | null {
  switch (coordinates.kind) {
    case 'account':
      return t('payees.destination.accountEnding', { last4: coordinates.last4 });
    case 'iban':
      return t('payees.destination.iban', { iban: coordinates.iban });
    case 'wallet':
      return t('payees.destination.wallet', {
        network: openEnumLabel(t, 'payees.network.', coordinates.network || 'unknown'),
        address: coordinates.address,
      });
    default:
      return null;
  }
}

/** A destination in a few words: its method and its masked coordinates, e.g. "ACH, Account ending 6789". */
export function destinationLabel(t: ComponentTranslate<PayeesMessageId>, destination: Destination): string {
  const method = openEnumLabel(t, 'payees.method.', destination.type);
  const coordinates = coordinatesText(t, destinationCoordinates(destination));
  return coordinates === null ? method : `${method}, ${coordinates}`;
}

/** Props for {@link DestinationItem}. */
export interface DestinationItemProps {
  destination: Destination;
  /** Archives it, after a confirmation the caller shows. */
  onArchive: (destination: Destination) => void;
  /**
   * When given, a ready destination offers "Pay to this account".
   * @default undefined
   */
  onSelect?: (destination: Destination) => void;
}

/**
 * One destination of a recipient: method and currency, masked coordinates, status (with the
 * platform's reason when it has one), and its actions. Unknown methods and statuses read as words.
 */
export function DestinationItem({ destination, onArchive, onSelect }: DestinationItemProps) {
  const { t, i18n } = useMessages(payeesEn, reasonsEn);
  const label = destinationLabel(t, destination);
  const coordinates = destinationCoordinates(destination);
  const isArchived = destination.status === 'archived';
  const currency = destination.currency ?? '';
  return (
    <li {...part('destination-item')} data-state={destination.status}>
      <div {...part('destination-item-summary')}>
        <span {...part('destination-item-method')}>
          {t('payees.destination.summary', {
            method: openEnumLabel(t, 'payees.method.', destination.type),
            currency: currency ? i18n.currencyName(currency) : '—',
          })}
        </span>
        <Badge tone={STATUS_TONES[destination.status] ?? 'neutral'}>
          {openEnumLabel(t, 'payees.destinationStatus.', destination.status)}
        </Badge>
        <span {...part('destination-item-coordinates')}>
          {coordinatesText(t, coordinates) ?? t('payees.destination.noDetails')}
          {coordinates.kind === 'account' &&
            coordinates.routingNumber &&
            ` · ${t('payees.destination.routing', { routingNumber: coordinates.routingNumber })}`}
        </span>
        {destination.statusReason && <span {...part('destination-item-reason')}>{reasonText(t, destination.statusReason)}</span>}
      </div>
      {!isArchived && (
        <div {...part('destination-item-actions')}>
          {onSelect && destination.status === 'ready' && (
            <Button size="sm" aria-label={t('payees.destinations.useNamed', { account: label })} onClick={() => onSelect(destination)}>
              {t('payees.destinations.use')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('payees.destinations.archiveNamed', { account: label })}
            onClick={() => onArchive(destination)}
          >
            {t('payees.destinations.archive')}
          </Button>
        </div>
      )}
    </li>
  );
}
