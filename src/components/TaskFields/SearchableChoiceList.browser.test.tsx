import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaykitTheme } from '../../hooks/index.js';
import '../../styles/index.css';
import { Kit, resetHostPageAfterEach } from '../../styles/test-support/hostPage.js';
import { textContrasts } from '../../styles/test-support/textContrast.js';
import { Card } from '../primitives/Card/index.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { sourcesOfFundsField } from '../test-support/fieldFixtures.js';
import { MultiSelectControl } from './MultiSelectControl.js';

resetHostPageAfterEach();

const control = { Control: MultiSelectControl, labelling: 'fieldset' } as const;
const funds = sourcesOfFundsField();

const renderList = (theme: PaykitTheme = 'light') =>
  render(
    <Kit theme={theme}>
      {/* On a kit surface, as the task form shows it. */}
      <Card>
        <ControlHarness field={funds} control={control} initialValue={['salary', 'gift']} error="Choose at least one option." />
      </Card>
    </Kit>,
  );

/** Whether `element` is wholly inside what `viewport` shows. */
function isShownIn(element: Element, viewport: Element): boolean {
  const inner = element.getBoundingClientRect();
  const outer = viewport.getBoundingClientRect();
  return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
}

describe('given a searchable list of 24 options in a real browser', () => {
  it('should scroll within itself and bring the active option into view as the keys move it', async () => {
    const user = userEvent.setup();
    renderList();
    const list = screen.getByRole('listbox');
    const last = screen.getByRole('option', { name: 'Other' });
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    expect(isShownIn(last, list)).toBe(false);

    list.focus();
    await user.keyboard('{End}');

    expect(list).toHaveAttribute('aria-activedescendant', last.id);
    await expect.poll(() => isShownIn(last, list)).toBe(true);
    await user.keyboard('{Home}');
    await expect.poll(() => isShownIn(screen.getByRole('option', { name: 'Salary' }), list)).toBe(true);
  });

  it.each<PaykitTheme>(['light', 'dark'])('should keep every text at WCAG AA contrast in the %s theme', (theme) => {
    const { container } = renderList(theme);

    const texts = textContrasts(container);
    expect(texts.filter(({ ratio, required }) => ratio < required)).toEqual([]);
    expect(texts.length).toBeGreaterThan(20);
  });
});
