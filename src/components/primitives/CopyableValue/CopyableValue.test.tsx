import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { CopyableValue } from './CopyableValue.js';

const iban = 'FR7630006000011234567890189';

describe('given a working clipboard', () => {
  it('should copy the value, confirm it and tell the caller', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<CopyableValue label="IBAN" value={iban} displayValue="FR76 3000 6000 0112 3456 7890 189" onCopy={onCopy} />);

    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));

    expect(await navigator.clipboard.readText()).toBe(iban);
    expect(await screen.findByText('IBAN copied')).toBeInTheDocument();
    expect(screen.getByText('IBAN copied')).toHaveAttribute('role', 'status');
    expect(onCopy).toHaveBeenCalledWith(iban);
  });

  it('should show the value in a code face by default', async () => {
    const { container } = render(<CopyableValue label="Reference" value="PK-4821" />);

    expect(screen.getByText('PK-4821')).toHaveAttribute('data-slot', 'copyable-value-text');
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'code');
    await expectNoAxeViolations(container);
  });
});

describe('given a clipboard that refuses', () => {
  it('should ask the person to copy it themselves and select the value', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const onCopy = vi.fn();
    const { container } = render(<CopyableValue label="IBAN" value={iban} onCopy={onCopy} />);

    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));

    const status = await screen.findByText("Couldn't copy. Select the text and copy it yourself.");
    expect(status).toHaveAttribute('role', 'status');
    expect(document.getSelection()?.toString()).toBe(iban);
    expect(onCopy).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});

describe('given no Clipboard API (an insecure page)', () => {
  it('should fall back to asking the person to copy it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    render(<CopyableValue label="IBAN" value={iban} />);

    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));

    expect(await screen.findByText("Couldn't copy. Select the text and copy it yourself.")).toBeInTheDocument();
  });
});
