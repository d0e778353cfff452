import { useCallback, useEffect, useState } from 'react';

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
 * Asks for focus on the first of `names` once the render that the same event caused is on the
 * page: the error a refusal puts under a field is then already there when the field is focused,
 * so a screen reader announces the field with it.
 */
export function useFocusRequest(targets: { focusFirst: (names: readonly string[]) => boolean }): (names: readonly string[]) => void {
  const [request, setRequest] = useState<{ names: readonly string[] } | null>(null);
  useEffect(() => {
    if (request) targets.focusFirst(request.names);
  }, [request, targets]);
  return useCallback((names: readonly string[]) => setRequest({ names }), []);
}
