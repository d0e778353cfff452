import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Button } from '../Button/Button.js';
import { ConfirmDialog } from './ConfirmDialog.js';

function ArchiveWithTrigger({ onConfirm }: { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Archive</Button>}
      title="Archive Main account?"
      description="Archived accounts take no new transfers."
      cancelLabel="Keep it"
      confirmLabel="Archive account"
      onConfirm={onConfirm}
    />
  );
}

function ArchiveInPlace({ onConfirm, isPending, error }: { onConfirm: () => void; isPending: boolean; error?: string }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Archive Grace Hopper?"
        description="She will no longer be offered as a payee."
        cancelLabel="Cancel"
        confirmLabel="Archive"
        onConfirm={onConfirm}
        closeOnConfirm={false}
        isPending={isPending}
        pendingLabel="Archiving…"
      >
        {error && <p role="alert">{error}</p>}
      </ConfirmDialog>
    </>
  );
}

describe('given a confirm dialog opened by its trigger', () => {
  it('should ask with a named and described alert dialog, Cancel focused first', async () => {
    const user = userEvent.setup();
    render(<ArchiveWithTrigger onConfirm={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Archive' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Archive Main account?' });
    expect(dialog).toHaveAccessibleDescription('Archived accounts take no new transfers.');
    expect(dialog).toHaveAttribute('data-variant', 'confirm');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Archive account' })).toHaveAttribute('data-variant', 'danger');
    await expectNoAxeViolations(document.body);
  });

  it('should confirm and close, focus back on the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ArchiveWithTrigger onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(screen.getByRole('button', { name: 'Archive account' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();
  });

  it('should close without confirming on Cancel or Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ArchiveWithTrigger onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('given a controlled confirm dialog that stays open on confirm', () => {
  it('should stay open while the action runs, showing it pending and its failure', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(<ArchiveInPlace onConfirm={onConfirm} isPending={false} />);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog', { name: 'Archive Grace Hopper?' })).toBeInTheDocument();

    rerender(<ArchiveInPlace onConfirm={onConfirm} isPending />);
    const confirm = screen.getByRole('button', { name: 'Archive' });
    expect(confirm).toHaveAttribute('data-pending');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Archiving…')).toBeInTheDocument();

    rerender(<ArchiveInPlace onConfirm={onConfirm} isPending={false} error="The recipient has transfers under way." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The recipient has transfers under way.');
  });

  it('should tell its owner when Cancel closes it', async () => {
    const user = userEvent.setup();
    render(<ArchiveInPlace onConfirm={vi.fn()} isPending={false} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('given an uncontrolled confirm dialog that starts open', () => {
  it('should show at once, and close on Cancel telling its owner', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        onOpenChange={onOpenChange}
        title="Cancel this transfer?"
        description="The money goes back to the account it came from."
        cancelLabel="Keep it"
        confirmLabel="Cancel transfer"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel this transfer?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});
