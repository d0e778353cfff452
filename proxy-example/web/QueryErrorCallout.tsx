import { ErrorCallout } from 'paykit/components';

/** Props of {@link QueryErrorCallout}. */
export interface QueryErrorCalloutProps {
  /** What could not be loaded, e.g. "your account". */
  what: string;
  error: Error;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * A failed read, in the demo's words: the kit's {@link ErrorCallout} (why in the person's
 * language, never the API's developer detail, and the reference for support), titled by the page.
 */
export function QueryErrorCallout({ what, error, onRetry }: QueryErrorCalloutProps) {
  return <ErrorCallout title={`We couldn't load ${what}.`} error={error} onRetry={onRetry} />;
}
