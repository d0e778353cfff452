import { describe, expect, it } from 'vitest';
import { createI18n, createMessageTranslator, type MessageId, type MessageValues } from '../../i18n/index.js';
import { relatedPartiesEn, type RelatedPartiesMessageId } from '../messages/areas/relatedParties.en.js';
import type { ComponentTranslate } from '../messages/index.js';
import { knownMessage, openEnumLabel } from './openEnumLabel.js';

const base = createI18n({ locale: 'en' });
const relatedParties = createMessageTranslator({ locale: 'en', english: relatedPartiesEn, onMessageError: () => {} });

/** `t` as `useMessages(relatedPartiesEn)` makes it: the area's table, then the base messages. */
const t: ComponentTranslate<RelatedPartiesMessageId> = (id: RelatedPartiesMessageId | MessageId, values?: MessageValues) =>
  Object.hasOwn(relatedPartiesEn, id) ? relatedParties(id as RelatedPartiesMessageId, values) : base.t(id as MessageId, values);

describe('given an open-enum value', () => {
  it('should use the kit message when it has one', () => {
    expect(openEnumLabel(t, 'relatedParties.role.', 'director')).toBe(relatedPartiesEn['relatedParties.role.director']);
  });

  it('should humanise a value the kit has never seen', () => {
    expect(openEnumLabel(t, 'relatedParties.role.', 'board_observer')).toBe('Board observer');
  });

  it('should not take inherited object keys for message ids', () => {
    expect(knownMessage(t, 'relatedParties.', 'toString')).toBeUndefined();
    expect(openEnumLabel(t, 'relatedParties.', 'constructor')).toBe('Constructor');
  });

  it('should humanise an id of an area the part did not pass, as tsc would have asked for its table', () => {
    // @ts-expect-error no id of the tables passed starts with 'documents.'
    expect(openEnumLabel(t, 'documents.type.', 'passport')).toBe('Passport');
  });
});
