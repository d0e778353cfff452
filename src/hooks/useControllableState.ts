import { useCallback, useEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}: the `value` / `defaultValue` / `on…Change` trio of a part. */
export interface UseControllableStateOptions<T> {
  /** The caller's value; `undefined` leaves the state to the part (uncontrolled). */
  value: T | undefined;
  /** The first value while uncontrolled. */
  defaultValue: T;
  /** Called with every change the part asks for, controlled or not; not called when the value is unchanged. */
  onChange?: (value: T) => void;
  /** The part's name, for the development warning when it switches between controlled and uncontrolled. */
  caller: string;
}

/**
 * A part's state that its caller may own (Radix's pattern): with `value` the caller decides and
 * hears each request through `onChange`; without it the part keeps the state, starting at
 * `defaultValue`, and still reports each change. Switching between the two during a part's life
 * warns in development, as React's own inputs do.
 */
export function useControllableState<T>({ value, defaultValue, onChange, caller }: UseControllableStateOptions<T>) {
  const isControlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = isControlled ? value : uncontrolled;
  const [wasControlled] = useState(isControlled);

  const latest = useRef({ current, onChange });
  useEffect(() => {
    latest.current = { current, onChange };
  });

  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || wasControlled === isControlled) return;
    const [from, to] = wasControlled ? ['controlled', 'uncontrolled'] : ['uncontrolled', 'controlled'];
    console.warn(`${caller} is changing from ${from} to ${to}: pass \`value\` for the part's whole life, or never.`);
  }, [caller, wasControlled, isControlled]);

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current.current)) return;
      latest.current.current = next;
      if (!isControlled) setUncontrolled(next);
      latest.current.onChange?.(next);
    },
    [isControlled],
  );

  return [current, setValue] as const;
}
