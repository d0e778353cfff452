import { describe, expect, it } from 'vitest';
import type { UseMessagesResult } from '../messages/index.js';
import { isComponentMessageId, openEnumLabel } from './openEnumLabel.js';

const t: UseMessagesResult['t'] = (id) => `message:${id}`;

describe('given an open-enum value', () => {
  it('should use the kit message when it has one', () => {
    expect(openEnumLabel(t, 'relatedParties.role.', 'director')).toBe('message:relatedParties.role.director');
  });

  it('should humanise a value the kit has never seen', () => {
    expect(openEnumLabel(t, 'relatedParties.role.', 'board_observer')).toBe('Board observer');
  });

  it('should not take inherited object keys for message ids', () => {
    expect(isComponentMessageId('toString')).toBe(false);
    expect(openEnumLabel(t, '', 'constructor')).toBe('Constructor');
  });
});
