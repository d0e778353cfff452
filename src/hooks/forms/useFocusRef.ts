import { useCallback } from 'react';
import type { TaskFormStore } from './taskFormStore.js';

/**
 * The ref of a field's (or group's) focusable element: it binds react-hook-form's own ref and
 * records the element in the store, so a failed submit can focus it.
 */
export function useFocusRef(
  store: TaskFormStore,
  path: string,
  bindRef: (element: HTMLElement | null) => void,
): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => {
      bindRef(element);
      store.setElement(path, element);
    },
    [bindRef, store, path],
  );
}
