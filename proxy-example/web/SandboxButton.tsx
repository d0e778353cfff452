import { Button } from 'paykit/components';
import { sandboxActionKey, type SandboxAction } from './useSandboxActions.js';

/** Props of {@link SandboxButton}. */
export interface SandboxButtonProps {
  action: SandboxAction;
  /** The visible words, e.g. "Accept". */
  label: string;
  /** What the button acts on, after the visible words in its name, so "Complete" is never ambiguous in a list. */
  subject: string;
  variant?: 'primary' | 'secondary' | 'danger';
  pending: SandboxAction | null;
  onRun: (action: SandboxAction) => void;
}

/** One sandbox control, named `label: subject`, pending while its own action runs. */
export function SandboxButton({ action, label, subject, variant = 'secondary', pending, onRun }: SandboxButtonProps) {
  const isPending = pending !== null && sandboxActionKey(pending) === sandboxActionKey(action);
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={`${label}: ${subject}`}
      isPending={isPending}
      pendingLabel={`${label}…`}
      onClick={() => onRun(action)}
    >
      {label}
    </Button>
  );
}
