import { describe, expect, it } from 'vitest';
import { demoSessionReducer, type DemoSessionState } from './useDemoSession.js';

const loading: DemoSessionState = { status: 'loading', customerId: null, pending: null, error: null, hasChanged: false };

describe('given the first load of the session', () => {
  it('should be signed in with a customer and signed out without, without counting as a change', () => {
    expect(demoSessionReducer(loading, { type: 'loaded', customerId: 'cus_1' })).toMatchObject({
      status: 'signedIn',
      customerId: 'cus_1',
      hasChanged: false,
    });
    expect(demoSessionReducer(loading, { type: 'loaded', customerId: null })).toMatchObject({
      status: 'signedOut',
      customerId: null,
      hasChanged: false,
    });
  });

  it('should leave the visitor signed out, with the reason, when it fails', () => {
    const error = new Error('down');
    expect(demoSessionReducer(loading, { type: 'failed', error })).toMatchObject({ status: 'signedOut', error });
  });
});

describe('given a signed-out visitor', () => {
  const signedOut = demoSessionReducer(loading, { type: 'loaded', customerId: null });

  it('should mark the sign-in pending, clear the last error, and sign in as the new customer', () => {
    const failed = demoSessionReducer(signedOut, { type: 'failed', error: new Error('earlier') });
    const pending = demoSessionReducer(failed, { type: 'started', action: 'business' });
    expect(pending).toMatchObject({ status: 'signedOut', pending: 'business', error: null });

    expect(demoSessionReducer(pending, { type: 'signedIn', customerId: 'cus_2' })).toEqual({
      status: 'signedIn',
      customerId: 'cus_2',
      pending: null,
      error: null,
      hasChanged: true,
    });
  });

  it('should stay signed out with the error when the sign-in fails', () => {
    const pending = demoSessionReducer(signedOut, { type: 'started', action: 'individual' });
    const error = new Error('refused');
    expect(demoSessionReducer(pending, { type: 'failed', error })).toMatchObject({ status: 'signedOut', pending: null, error });
  });
});

describe('given a signed-in visitor', () => {
  const signedIn = demoSessionReducer(loading, { type: 'loaded', customerId: 'cus_1' });

  it('should sign out', () => {
    const pending = demoSessionReducer(signedIn, { type: 'started', action: 'signOut' });
    expect(demoSessionReducer(pending, { type: 'signedOut' })).toMatchObject({ status: 'signedOut', customerId: null, hasChanged: true });
  });

  it('should stay signed in when the sign-out fails', () => {
    const pending = demoSessionReducer(signedIn, { type: 'started', action: 'signOut' });
    expect(demoSessionReducer(pending, { type: 'failed', error: new Error('x') })).toMatchObject({
      status: 'signedIn',
      customerId: 'cus_1',
      pending: null,
    });
  });
});
