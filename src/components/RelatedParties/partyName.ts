import type { RelatedParty } from '../../core/schemas/index.js';
import { knownMessage, openEnumLabel } from '../text/index.js';
import type { ComponentTranslate, UseMessagesResult } from '../messages/index.js';
import type { RelatedPartiesMessageId } from '../messages/areas/relatedParties.en.js';

/** A related party's name as a person reads it, or "Unnamed person". */
export function partyName(t: ComponentTranslate<RelatedPartiesMessageId>, party: RelatedParty): string {
  const name = [party.person?.firstName, party.person?.lastName].filter(Boolean).join(' ');
  return name === '' ? t('relatedParties.unnamed') : name;
}

/**
 * A related party's roles, each named the short way a list or a picker shows it ("Owner" where the
 * form's checkbox says "Owner (beneficial owner)"), unknown roles humanised, in the API's order.
 */
export function partyRoles(t: ComponentTranslate<RelatedPartiesMessageId>, party: RelatedParty): string[] {
  return (party.roles ?? []).map(
    (role) => knownMessage(t, 'relatedParties.roleShort.', role) ?? openEnumLabel(t, 'relatedParties.role.', role),
  );
}

/** How a person is offered in a picker: "Charles Babbage — Owner, Director", or the name alone. */
export function partyOptionLabel({ t, i18n }: UseMessagesResult<RelatedPartiesMessageId>, party: RelatedParty): string {
  const roles = partyRoles(t, party);
  const name = partyName(t, party);
  return roles.length > 0 ? t('relatedParties.reference.option', { name, roles: i18n.formatList(roles, 'unit') }) : name;
}
