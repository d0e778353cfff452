import { afterEach, describe, expect, it } from 'vitest';
import { createTransferIntents, OPEN_TRANSFER_INTENT_STORAGE_KEY, transferIntentStorageKey } from './transferIntent.js';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('given the page session storage', () => {
  it('should keep one key per quote under paykit:transfer-intent:<quoteId> until closed', () => {
    const intents = createTransferIntents(window.sessionStorage);

    const key = intents.open('quo_1');

    expect(key).toMatch(/^pk_/);
    expect(JSON.parse(window.sessionStorage.getItem(transferIntentStorageKey('quo_1')) ?? '')).toEqual({
      idempotencyKey: key,
      body: { quoteId: 'quo_1' },
    });
    expect(transferIntentStorageKey('quo_1')).toBe('paykit:transfer-intent:quo_1');
    expect(createTransferIntents(window.sessionStorage).open('quo_1')).toBe(key);
    expect(intents.open('quo_2')).not.toBe(key);
    intents.close('quo_1');
    expect(intents.read('quo_1')).toBeNull();
    expect(intents.open('quo_1')).not.toBe(key);
  });
});

describe('given a tab that reloaded before the answer came', () => {
  it('should name its latest open intent, with the body first sent, until that intent closes', () => {
    const before = createTransferIntents(window.sessionStorage);
    const key = before.open('quo_7', { quoteId: 'quo_7', memo: 'Rent' });
    expect(before.open('quo_7', { quoteId: 'quo_7', memo: 'Edited' })).toBe(key);

    const after = createTransferIntents(window.sessionStorage);
    expect(after.latestOpen()).toEqual({ quoteId: 'quo_7', idempotencyKey: key, body: { quoteId: 'quo_7', memo: 'Rent' } });
    after.close('quo_7');
    expect(after.latestOpen()).toBeNull();
    expect(window.sessionStorage.getItem(OPEN_TRANSFER_INTENT_STORAGE_KEY)).toBeNull();
  });

  it('should still read a key stored bare, as older versions wrote it', () => {
    window.sessionStorage.setItem(transferIntentStorageKey('quo_3'), 'pk_older');
    window.sessionStorage.setItem(OPEN_TRANSFER_INTENT_STORAGE_KEY, 'quo_3');
    expect(createTransferIntents(window.sessionStorage).latestOpen()).toEqual({
      quoteId: 'quo_3',
      idempotencyKey: 'pk_older',
      body: { quoteId: 'quo_3' },
    });
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
