import { useEffect, useRef } from 'react';
import type { PaykitError } from '../../core/client/index.js';

/** The callback every top-level part that reads data takes. */
export interface LoadErrorProps {
  /**
   * Called once each time the part's read fails and it shows the failure (with its Retry), with
   * the error: for your monitoring, or a fallback of your own. Not called for a Retry that works.
   * @default undefined
   */
  onLoadError?: (error: PaykitError) => void;
}

/**
 * Calls `onLoadError` after the render that shows `error`, once per failed read (each failure is
 * a new error object), with the latest callback: an inline arrow does not call it again.
 */
export function useLoadErrorCallback(error: PaykitError | null | undefined, onLoadError: LoadErrorProps['onLoadError']): void {
  const latest = useRef(onLoadError);
  useEffect(() => {
    latest.current = onLoadError;
  });
  useEffect(() => {
    if (error) latest.current?.(error);
  }, [error]);
}
