import { useEffect, useRef, type ReactNode } from 'react';
import { part as partNamed } from '../../part.js';

/** Props for {@link ConfirmedNotice}. */
export interface ConfirmedNoticeProps {
  /** The part's name, set as `data-slot` and styled as `paykit-<part>`, e.g. `account-archive-done`. */
  part: string;
  /** What happened, e.g. "Main account is archived.". */
  children: ReactNode;
}

/**
 * Says that a confirmed action is done, in place of the part that offered it: a polite status
 * that takes focus as it appears, so keyboard focus does not fall to the page when the
 * trigger that held it goes away.
 */
export function ConfirmedNotice({ part, children }: ConfirmedNoticeProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} tabIndex={-1} role="status" {...partNamed(part)}>
      {children}
    </p>
  );
}
