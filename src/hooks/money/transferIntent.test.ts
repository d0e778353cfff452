import { afterEach, describe, expect, it } from 'vitest';
import { createTransferIntents, transferIntentKey } from './transferIntent.js';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('given the page session storage', () => {
  it('should keep one key per quote under paykit:transfer-intent:<quoteId> until closed', () => {
    const intents = createTransferIntents(window.sessionStorage);

    const key = intents.open('quo_1');

    expect(key).toMatch(/^pk_/);
    expect(window.sessionStorage.getItem(transferIntentKey('quo_1'))).toBe(key);
    expect(transferIntentKey('quo_1')).toBe('paykit:transfer-intent:quo_1');
    expect(createTransferIntents(window.sessionStorage).open('quo_1')).toBe(key);
    expect(intents.open('quo_2')).not.toBe(key);
    intents.close('quo_1');
    expect(intents.read('quo_1')).toBeNull();
    expect(intents.open('quo_1')).not.toBe(key);
  });
});

describe('given storage that refuses writes', () => {
  it('should keep the key in the page memory instead', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const intents = createTransferIntents(refusing);

    const key = intents.open('quo_9');

    expect(intents.open('quo_9')).toBe(key);
    intents.close('quo_9');
    expect(intents.read('quo_9')).toBeNull();
  });
});
