import { describe, expect, it } from 'vitest';
import { PaykitError } from '../../core/client/index.js';
import { createI18n } from '../../i18n/index.js';
import type { UseMessagesResult } from '../messages/index.js';
import { errorReference, paykitErrorText } from './errorText.js';

const t = createI18n({ locale: 'en' }).t as UseMessagesResult['t'];

describe('given a failure', () => {
  it('should explain a network failure and a timeout', () => {
    expect(paykitErrorText(t, new PaykitError({ kind: 'network' }))).toMatch(/couldn't reach the server/);
    expect(paykitErrorText(t, new PaykitError({ kind: 'timeout' }))).toMatch(/took too long/);
  });

  it('should never show the developer detail of a problem', () => {
    const problem = new PaykitError({ kind: 'problem', status: 422, detail: 'body.capabilityId must match ^[a-z_]+$' });
    expect(paykitErrorText(t, problem)).toBe('Something went wrong. Please try again.');
    expect(paykitErrorText(t, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('should give the reference only when there is a correlation id', () => {
    expect(errorReference(t, new PaykitError({ kind: 'problem', correlationId: 'req_42' }))).toBe('Reference: req_42');
    expect(errorReference(t, new PaykitError({ kind: 'network' }))).toBeNull();
    expect(errorReference(t, null)).toBeNull();
  });
});
