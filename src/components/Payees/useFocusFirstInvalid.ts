import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus to the first invalid control of `form` after the render that shows the errors:
 * call the returned function when a submit is refused (by the checks or by the server).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, request]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
