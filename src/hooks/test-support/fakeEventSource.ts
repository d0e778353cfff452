import type { EventSourceClass } from '../eventStreamConnection.js';

/** Runs `dispatch` as a test needs it: inside React's `act` for a hook test, as it is for a store test. */
export type Dispatcher = (dispatch: () => void) => void;

/**
 * A scriptable stand-in for the browser's EventSource; each call gives its own class and the list
 * of its instances, newest last. Pass React's `act` when a hook listens.
 */
export function fakeEventSourceClass(dispatcher: Dispatcher = (dispatch) => dispatch()) {
  const instances: FakeEventSource[] = [];
  class FakeEventSource {
    readyState = 0;
    readonly listeners = new Map<string, Array<(event: Event) => void>>();
    constructor(
      readonly url: string,
      readonly init?: { withCredentials?: boolean },
    ) {
      instances.push(this);
    }
    addEventListener(type: string, listener: (event: Event) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.readyState = 2;
    }
    get isClosed() {
      return this.readyState === 2;
    }
    emit(type: string, event: Event = new Event(type)) {
      dispatcher(() => {
        for (const listener of this.listeners.get(type) ?? []) listener(event);
      });
    }
    open() {
      this.readyState = 1;
      this.emit('open');
    }
    send(type: string, data: unknown) {
      this.emit(type, new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    }
    /** A dropped connection the browser retries (CONNECTING), or one it gave up on (CLOSED). */
    fail(permanently = false) {
      this.readyState = permanently ? 2 : 0;
      this.emit('error');
    }
  }
  return { EventSourceClass: FakeEventSource satisfies EventSourceClass, instances };
}

/** One instance of {@link fakeEventSourceClass}. */
export type FakeEventSource = ReturnType<typeof fakeEventSourceClass>['instances'][number];

/** Each way a person comes back to the page, which wakes the stream: a name for the test title, and the event. */
export const pageReturns: [string, () => void][] = [
  ['the browser comes back online', () => void window.dispatchEvent(new Event('online'))],
  ['the window gains focus', () => void window.dispatchEvent(new Event('focus'))],
  ['the page becomes visible', () => void document.dispatchEvent(new Event('visibilitychange'))],
];
