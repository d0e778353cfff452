import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useMessages } from '../../../hooks/useMessages.js';
import { Button } from '../Button/Button.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Where a {@link CopyableValue} stands after the last copy attempt. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Props for {@link CopyableValue}: any `<div>` attribute but children plus the ones below. */
export interface CopyableValueProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onCopy'> {
  /** The exact text written to the clipboard. */
  value: string;
  /** What the value is ("IBAN"), used in "Copy IBAN" and "IBAN copied". */
  label: string;
  /**
   * What is shown, when it differs from `value` (an IBAN grouped in fours).
   * @default value
   */
  displayValue?: ReactNode;
  /**
   * `code` sets the value in a monospace face, for IBANs, references and addresses.
   * @default 'code'
   */
  variant?: 'code' | 'text';
  /**
   * Called with `value` once it is on the clipboard.
   * @default undefined
   */
  onCopy?: (value: string) => void;
}

/** How long "{label} copied" stays. */
const CONFIRMATION_MS = 3000;

/**
 * A value with a button that copies it. Success is confirmed with "{label} copied" for a few
 * seconds; when the clipboard refuses (no permission, an insecure page) the value is selected and
 * the person is told to copy it themselves. Both are announced through `role="status"`.
 */
export const CopyableValue = forwardRefAsProp(function CopyableValue({
  value,
  label,
  displayValue,
  variant = 'code',
  onCopy,
  ...props
}: CopyableValueProps) {
  const { t } = useMessages();
  const textRef = useRef<HTMLSpanElement>(null);
  // The attempt count restarts the confirmation timer when the person copies again.
  const [copy, setCopy] = useState<{ status: CopyStatus; attempt: number }>({ status: 'idle', attempt: 0 });

  useEffect(() => {
    if (copy.status !== 'copied') return;
    const timer = setTimeout(() => setCopy((current) => ({ ...current, status: 'idle' })), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const selectValue = () => {
    const text = textRef.current;
    if (text) text.ownerDocument.getSelection()?.selectAllChildren(text);
  };

  const copyValue = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts.
      if (!navigator.clipboard) throw new Error('The Clipboard API is unavailable.');
      await navigator.clipboard.writeText(value);
      setCopy(({ attempt }) => ({ status: 'copied', attempt: attempt + 1 }));
      onCopy?.(value);
    } catch {
      setCopy(({ attempt }) => ({ status: 'failed', attempt: attempt + 1 }));
      selectValue();
    }
  };

  const message = copy.status === 'copied' ? t('copyable.copied', { label }) : copy.status === 'failed' ? t('copyable.failed') : '';

  return (
    <div data-variant={variant} data-state={copy.status} {...props} {...part('copyable-value', props)}>
      <span {...part('copyable-value-text')} ref={textRef}>
        {displayValue ?? value}
      </span>
      <Button variant="secondary" size="sm" onClick={() => void copyValue()}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
        </svg>
        {t('copyable.copy', { label })}
      </Button>
      <span role="status" {...part('copyable-value-status')}>
        {message}
      </span>
    </div>
  );
});
