import { vi } from 'vitest';

/**
 * Stands in a browser `EventSource` whose every attempt fails at once (the proxy unreachable), so
 * the provider's live updates stay `reconnecting`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubRefusedEventSource(): void {
  class RefusedEventSource {
    readonly readyState = 2;
    addEventListener(type: string, listener: (event: Event) => void) {
      if (type === 'error') queueMicrotask(() => listener(new Event('error')));
    }
    close() {}
  }
  vi.stubGlobal('EventSource', RefusedEventSource);
}
