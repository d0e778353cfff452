import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The elements a refused submit may move focus to, by the name of what each one answers: every
 * kit form (task forms through their store; payee, related-party, quote forms and the capability
 * chooser through `useFocusTargets`) focuses its first invalid field this one way, without looking
 * the element up in the page.
 */
export interface FocusTargets {
  /** The ref of the element of `name`: the same function for the same name, so a memoised field keeps its props. */
  ref: (name: string) => (element: HTMLElement | null) => void;
  /** Records the element of `name` (`null` when it unmounts). */
  setElement: (name: string, element: HTMLElement | null) => void;
  /** Focuses the element of the first of `names` (in the order given: form order) that is on the page; whether one was. */
  focusFirst: (names: Iterable<string>) => boolean;
}

/** A fresh, empty {@link FocusTargets}. */
export function createFocusTargets(): FocusTargets {
  const elements = new Map<string, HTMLElement>();
  const refs = new Map<string, (element: HTMLElement | null) => void>();
  const setElement = (name: string, element: HTMLElement | null) => {
    if (element) elements.set(name, element);
    else elements.delete(name);
  };
  return {
    ref: (name) => {
      let ref = refs.get(name);
      if (!ref) {
        ref = (element) => setElement(name, element);
        refs.set(name, ref);
      }
      return ref;
    },
    setElement,
    focusFirst: (names) => {
      for (const name of names) {
        const element = elements.get(name);
        if (element?.isConnected) {
          element.focus();
          return true;
        }
      }
      return false;
    },
  };
}

/** The {@link FocusTargets} of a form, made once per mount. */
export function useFocusTargets(): FocusTargets {
  const [targets] = useState(createFocusTargets);
  return targets;
}

/**
 * Puts on the page at once what `showErrors` sets (the errors a refusal places), then focuses the
 * first of `names`: the field is announced with its error, and focus never waits on a later render.
 * Call it from an event or a submit's continuation, never while rendering.
 */
export function showErrorsThenFocus(
  targets: { focusFirst: (names: readonly string[]) => boolean },
  showErrors: () => void,
  names: readonly string[],
): void {
  flushSync(showErrors);
  targets.focusFirst(names);
}
