import { describe, expect, it } from 'vitest';
import { moneyErrorCodes, moneyNextSteps } from '../../../core/checkout/index.js';
import { parseMessage } from '../../../i18n/index.js';
import { moneyErrorsEn } from '../../messages/areas/moneyErrors.en.js';
import { moneyErrorsFr } from '../../messages/areas/moneyErrors.fr.js';
import { formatCountdown, moneyActionMessageId, moneyErrorCodeMessageId, moneyStepMessageId } from './moneyErrorText.js';

const catalogues = { en: moneyErrorsEn as Record<string, string>, fr: moneyErrorsFr as Record<string, string> };

describe.each(Object.entries(catalogues))('given the %s money error messages', (_locale, messages) => {
  it('should have a message for every code the guide knows', () => {
    const missing = moneyErrorCodes.map(moneyErrorCodeMessageId).filter((id) => !messages[id]?.trim());
    expect(missing).toEqual([]);
  });

  it('should have a sentence and a button label for every next step', () => {
    const ids = moneyNextSteps.flatMap((step) => [moneyStepMessageId(step), moneyActionMessageId(step)]);
    expect(ids.filter((id) => !messages[id]?.trim())).toEqual([]);
    for (const id of ids) expect(() => parseMessage(messages[id] ?? ''), id).not.toThrow();
  });
});

describe('given a countdown', () => {
  it.each([
    [0, '0:00'],
    [1.2, '0:02'],
    [59, '0:59'],
    [90, '1:30'],
    [3600, '60:00'],
  ])('should show %s seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});
