import { describe, expect, it } from 'vitest';
import { placeModelFormErrors } from './modelFormErrors.js';

const refused = (code: string) => [{ pointer: '/x', code, message: null }];

describe('given client problems and a server refusal on a model form', () => {
  it('should list the invalid fields shown in form order, the client problem winning on a shared field', () => {
    const placed = placeModelFormErrors(
      ['first', 'email', 'city'],
      { city: 'required', email: 'email_invalid', hidden: 'required' },
      { fields: { email: refused('taken'), first: refused('name_invalid'), gone: refused('x') }, form: [] },
    );

    expect(placed.invalidNames).toEqual(['first', 'email', 'city']);
    expect(placed.byName.email).toEqual({ source: 'client', problem: 'email_invalid' });
    expect(placed.byName.first).toEqual({ source: 'server', errors: refused('name_invalid') });
    expect(placed.byName.hidden).toBeUndefined();
    expect(placed.hasServerFieldErrors).toBe(true);
  });

  it('should say no server error landed when client problems cover every refused field', () => {
    const placed = placeModelFormErrors(['email'], { email: 'email_invalid' }, { fields: { email: refused('taken') }, form: [] });
    expect(placed.hasServerFieldErrors).toBe(false);
  });
});
