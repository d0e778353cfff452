import { useRelatedParties } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { partyOptionLabel } from '../RelatedParties/index.js';
import { part } from '../part.js';

/**
 * A given `related_party` answer in words: the person as the business lists them now (name and
 * roles, so an edit since shows), never their id; empty while the people load or once the person
 * is no longer listed.
 */
export function RelatedPartyValue({ id }: { id: unknown }) {
  const messages = useMessages(relatedPartiesEn);
  const party = useRelatedParties().data?.find((item) => item.id === id);
  return <p {...part('read-only-value')}>{party && partyOptionLabel(messages, party)}</p>;
}
