import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { Button } from '../Button/Button.js';
import { ConfirmedNotice } from './ConfirmedNotice.js';

function Archive() {
  const [isDone, setDone] = useState(false);
  if (isDone) return <ConfirmedNotice part="account-archive-done">Main account is archived.</ConfirmedNotice>;
  return <Button onClick={() => setDone(true)}>Archive</Button>;
}

describe('given an action that is done and whose button goes away', () => {
  it('should say so as a status that takes the focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Archive />);

    await user.click(screen.getByRole('button', { name: 'Archive' }));

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Main account is archived.');
    expect(notice).toHaveFocus();
    expect(notice).toHaveAttribute('data-slot', 'account-archive-done');
    expect(notice).toHaveClass('paykit-account-archive-done');
    await expectNoAxeViolations(container);
  });
});
