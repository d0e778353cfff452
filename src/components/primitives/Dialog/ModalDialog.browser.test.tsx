import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../styles/index.css';
import { Button } from '../Button/Button.js';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';
import { PayeeDialog } from '../../Payees/PayeeDialog.js';

// In Chromium, unlike jsdom: the browser's own modal dialog (top layer, inert page, Escape), the
// kit's stylesheet and real wheel and key presses.

/** Every `<style>` element and `style` attribute that appears in the page, the way a strict CSP would see them. */
function watchInjectedStyles(): { injected: string[]; stop: () => void } {
  const injected: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') injected.push(`style attribute on <${(record.target as Element).localName}>`);
      for (const node of record.addedNodes) {
        if (node instanceof HTMLStyleElement) injected.push('<style> element');
        if (node instanceof Element)
          for (const style of node.querySelectorAll('style')) injected.push(`<style> in <${style.parentElement?.localName}>`);
      }
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  return { injected, stop: () => observer.disconnect() };
}

function LongPage({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <div data-paykit-root="" className="paykit-root">
      <button type="button">Outside</button>
      <ConfirmDialog
        trigger={<Button variant="secondary">Archive</Button>}
        title="Archive Main account?"
        description="Archived accounts take no new transfers."
        cancelLabel="Keep it"
        confirmLabel="Archive account"
        onConfirm={onConfirm}
      />
      <div data-testid="filler">
        {Array.from({ length: 200 }, (_, line) => (
          <p key={line}>Line {line} of a page long enough to scroll.</p>
        ))}
      </div>
    </div>
  );
}

const scrollTop = () => document.scrollingElement?.scrollTop ?? 0;

beforeEach(() => window.scrollTo(0, 0));
afterEach(() => cleanup());

describe('given a confirm dialog on a page that scrolls', () => {
  it('should open as a modal dialog with nothing injected, named, described, Cancel focused, the page inert', async () => {
    render(<LongPage />);
    const watcher = watchInjectedStyles();

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive Main account?' });

    expect(dialog.matches('dialog:modal')).toBe(true);
    expect(dialog).toHaveAccessibleDescription('Archived accounts take no new transfers.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    outside.focus();
    expect(outside).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    watcher.stop();
    expect(watcher.injected).toEqual([]);
  });

  it('should keep the page behind from scrolling while it is open, and let it scroll once closed', async () => {
    render(<LongPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    // The wheel over the dialog (the e2e flows also wheel over the dimmed page), then the keys that scroll a page.
    await userEvent.wheel(screen.getByRole('alertdialog'), { delta: { y: 600 }, times: 3 });
    await userEvent.keyboard('{PageDown}{End}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTop()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.wheel(screen.getByTestId('filler'), { delta: { y: 600 } });
    await vi.waitFor(() => expect(scrollTop()).toBeGreaterThan(0));
  });

  it('should close on a real Escape without confirming, and give focus back to the trigger', async () => {
    const onConfirm = vi.fn();
    render(<LongPage onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Archive' });

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should open once and close cleanly under StrictMode', async () => {
    const onConfirm = vi.fn();
    render(
      <StrictMode>
        <LongPage onConfirm={onConfirm} />
      </StrictMode>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').matches(':modal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Archive account' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();
  });
});

function AddPayee() {
  const [isOpen, setOpen] = useState(false);
  return (
    <div data-paykit-root="" className="paykit-root">
      <Button onClick={() => setOpen(true)}>Add a recipient</Button>
      <PayeeDialog open={isOpen} onOpenChange={setOpen} title="Add a recipient" description="Who you pay.">
        <label>
          First name <input />
        </label>
      </PayeeDialog>
    </div>
  );
}

describe('given a form dialog opened from state', () => {
  it('should focus its first field, close from its close button and return focus to the opener', async () => {
    render(<AddPayee />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a recipient' }));

    const dialog = screen.getByRole('dialog', { name: 'Add a recipient' });
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a recipient' })).toHaveFocus();
  });
});
