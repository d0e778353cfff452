import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether this render may read the browser's own state (session storage, a remembered draft):
 * `false` on a server and while the browser hydrates a server's markup, which must render the same
 * as the server did, and `true` from the render React makes right after hydrating, as in every
 * render of a page that was never server-rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
