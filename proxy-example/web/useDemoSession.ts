import { useCallback, useEffect, useReducer } from 'react';
import { fetchSession, signIn, signOut, type DemoCustomerType } from './demoSession.js';
import { rememberOnboardedOnV1 } from './onboardedOnV1.js';
import type { DemoRequestError } from './demoFetch.js';

/** Where the visitor's session stands. */
export type DemoSessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** What is running: a sign-in as a type, a sign-out, or nothing. */
export type DemoSessionAction = DemoCustomerType | 'signOut' | null;

/** State of {@link useDemoSession}. */
export interface DemoSessionState {
  status: DemoSessionStatus;
  /** The signed-in customer, when `status` is `signedIn`. */
  customerId: string | null;
  /** The action in flight. */
  pending: DemoSessionAction;
  /** The last failure, until the next action. */
  error: DemoRequestError | Error | null;
  /** True once the visitor has signed in or out here (not on the first load), so focus can follow. */
  hasChanged: boolean;
}

type Event =
  | { type: 'loaded'; customerId: string | null }
  | { type: 'started'; action: Exclude<DemoSessionAction, null> }
  | { type: 'signedIn'; customerId: string }
  | { type: 'signedOut' }
  | { type: 'failed'; error: Error };

const initialState: DemoSessionState = { status: 'loading', customerId: null, pending: null, error: null, hasChanged: false };

/** The session's transitions. */
export function demoSessionReducer(state: DemoSessionState, event: Event): DemoSessionState {
  switch (event.type) {
    case 'loaded':
      return { ...state, status: event.customerId ? 'signedIn' : 'signedOut', customerId: event.customerId };
    case 'started':
      return { ...state, pending: event.action, error: null };
    case 'signedIn':
      return { status: 'signedIn', customerId: event.customerId, pending: null, error: null, hasChanged: true };
    case 'signedOut':
      return { status: 'signedOut', customerId: null, pending: null, error: null, hasChanged: true };
    case 'failed':
      // A failed first load leaves the visitor signed out, with the reason shown.
      return { ...state, status: state.status === 'loading' ? 'signedOut' : state.status, pending: null, error: event.error };
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The visitor's demo session: its state, and the actions that sign in as a new customer and sign
 * out. Reads the current session once on mount.
 */
export function useDemoSession() {
  const [state, dispatch] = useReducer(demoSessionReducer, initialState);

  useEffect(() => {
    let isCurrent = true;
    fetchSession().then(
      (customerId) => isCurrent && dispatch({ type: 'loaded', customerId }),
      (error: unknown) => isCurrent && dispatch({ type: 'failed', error: asError(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const signInAs = useCallback(async (type: DemoCustomerType) => {
    dispatch({ type: 'started', action: type });
    try {
      const customerId = await signIn(type);
      if (type === 'migrated') rememberOnboardedOnV1(customerId);
      dispatch({ type: 'signedIn', customerId });
    } catch (error) {
      dispatch({ type: 'failed', error: asError(error) });
    }
  }, []);

  const signOutNow = useCallback(async () => {
    dispatch({ type: 'started', action: 'signOut' });
    try {
      await signOut();
      dispatch({ type: 'signedOut' });
    } catch (error) {
      dispatch({ type: 'failed', error: asError(error) });
    }
  }, []);

  return { ...state, signIn: signInAs, signOut: signOutNow };
}
