import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { AccountList } from '../components/Accounts/index.js';
import { Badge } from '../components/primitives/Badge/index.js';
import { Button } from '../components/primitives/Button/index.js';
import { Callout } from '../components/primitives/Callout/index.js';
import { Card, CardContent, CardHeader, CardTitle } from '../components/primitives/Card/index.js';
import { Checkout } from '../components/Checkout/index.js';
import { ConfirmDialog } from '../components/primitives/ConfirmDialog/index.js';
import { Field } from '../components/primitives/Field/index.js';
import { Onboarding } from '../components/Onboarding/index.js';
import { RecipientsManager } from '../components/Payees/index.js';
import { TaskForm } from '../components/TaskForm/index.js';
import { renderWithFakeKit } from '../components/test-support/renderWithFakeKit.js';
import type { Tone } from '../components/tone.js';
import { TransferList } from '../components/Transfers/index.js';
import type { PaykitTheme } from '../hooks/index.js';
import './index.css';
import { hostCss, Kit, resetHostPageAfterEach } from './test-support/hostPage.js';
import { parseColor } from './test-support/contrast.js';
import { textContrasts } from './test-support/textContrast.js';

resetHostPageAfterEach();

const tones: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/** The small parts a merchant composes a page from, each in its usual place. */
function Primitives() {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Payout settings</CardTitle>
          <p className="paykit-field-description">Muted text under a heading</p>
        </CardHeader>
        <CardContent>
          <p>Body text on a card.</p>
          <Field label="Reference" description="Shown on the statement" error="Too long">
            <input defaultValue="INV-2041" />
          </Field>
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
            <Button key={variant} variant={variant}>
              {variant} button
            </Button>
          ))}
        </CardContent>
      </Card>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone} badge
        </Badge>
      ))}
      {tones.map((tone) => (
        <Callout key={tone} tone={tone} title={`${tone} title`}>
          <p>{tone} callout body</p>
        </Callout>
      ))}
    </>
  );
}

/** Emulates a device that prefers dark, for the `system` theme. */
async function preferDark(theme: PaykitTheme) {
  if (theme === 'system') await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });
}

/** Checks which theme's text colour the kit's root has, so a test cannot pass on the wrong theme. */
const expectTextColour = (container: Element, colour: string) =>
  expect(getComputedStyle(container.querySelector('[data-paykit-root]')!).color).toBe(colour);
const DARK_TEXT = 'rgb(236, 239, 244)';
const LIGHT_TEXT = 'rgb(22, 25, 31)';

const failing = (container: Element) => textContrasts(container).filter(({ ratio, required }) => ratio < required);

const settled = async (container: Element) => {
  await waitFor(() => expect(container.querySelector('[aria-busy="true"], [data-slot="spinner"]')).toBeNull(), { timeout: 10_000 });
};

/** The payment parts with their data, and the small parts, as one page. */
async function renderPayments(theme: PaykitTheme) {
  const { container } = await renderWithFakeKit(
    <>
      <AccountList />
      <Checkout />
      <RecipientsManager />
      <TransferList />
      <Primitives />
    </>,
    { scenario: 'payinAwaitingFunds', theme },
  );
  await within(container).findByRole('region', { name: 'Transfers' });
  await settled(container);
  return container;
}

/** Onboarding at its tasks, one with review feedback, and that task's form. */
async function renderOnboarding(theme: PaykitTheme) {
  let taskId = '';
  const OpenTask = () => (taskId ? <TaskForm taskId={taskId} draftStorage={false} /> : null);
  const { container } = await renderWithFakeKit(
    <>
      <Onboarding />
      <OpenTask />
    </>,
    { scenario: 'capabilityChangesRequested', theme, prepare: ({ scenario }) => void (taskId = scenario.taskId) },
  );
  await within(container).findByRole('list', { name: 'Tasks' });
  await within(container).findByRole('button', { name: /^Submit/ });
  await settled(container);
  return container;
}

describe.each(['dark', 'system'] as const)('given the %s theme on a white host page', (theme) => {
  const whitePage = () => hostCss('html, body { background: #fff; color: #111; }');

  it('should keep every text of the payment parts and the small parts at WCAG AA contrast', async () => {
    whitePage();
    await preferDark(theme);
    const container = await renderPayments(theme);
    expectTextColour(container, DARK_TEXT);
    expect(textContrasts(container).length).toBeGreaterThan(40);
    expect(failing(container)).toEqual([]);
  });

  it('should keep every text of onboarding and a task form at WCAG AA contrast', async () => {
    whitePage();
    await preferDark(theme);
    const container = await renderOnboarding(theme);
    expectTextColour(container, DARK_TEXT);
    expect(textContrasts(container).length).toBeGreaterThan(30);
    expect(failing(container)).toEqual([]);
  });

  it('should keep an open dialog at WCAG AA contrast', async () => {
    whitePage();
    await preferDark(theme);
    function Archive() {
      const [open, setOpen] = useState(false);
      return (
        <ConfirmDialog
          trigger={<Button>Archive</Button>}
          open={open}
          onOpenChange={setOpen}
          title="Archive Grace Hopper?"
          description="Payouts to her stop at once."
          cancelLabel="Keep"
          confirmLabel="Archive her"
          onConfirm={() => undefined}
        />
      );
    }
    const { container } = render(
      <Kit theme={theme}>
        <Archive />
      </Kit>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    expectTextColour(container, DARK_TEXT);
    // The dialog takes the theme from the kit's root, wherever it renders.
    expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(31, 35, 44)');
    expect(textContrasts(dialog).length).toBeGreaterThanOrEqual(4);
    expect(failing(dialog)).toEqual([]);
  });
});

describe("given a host stylesheet that colours the kit's elements by tag", () => {
  const HOST_TEXT = 'rgb(34, 34, 34)';

  /** The elements under `container` that paint an opaque background behind text of theirs. */
  const surfaces = (container: Element) =>
    [...container.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        parseColor(getComputedStyle(element).backgroundColor)[3] === 1 &&
        element.textContent.trim() !== '' &&
        element.checkVisibility({ visibilityProperty: true }),
    );

  it('should give every kit surface its own text colour in the dark theme', async () => {
    hostCss(`html, body { background: #fff; } div, section, article, li, p, input, select, textarea { color: ${HOST_TEXT}; }`);
    const painted = [await renderPayments('dark'), await renderOnboarding('dark')].flatMap(surfaces);
    expect(painted.length).toBeGreaterThan(20);
    const hostColoured = painted.filter((element) => getComputedStyle(element).color === HOST_TEXT);
    expect(hostColoured.map((element) => element.dataset.slot ?? element.tagName)).toEqual([]);
  });
});

describe('given the light theme on a black host page', () => {
  const blackPage = () => hostCss('html, body { background: #000; color: #eee; }');

  it('should keep every text of the payment parts and of onboarding at WCAG AA contrast', async () => {
    blackPage();
    const payments = await renderPayments('light');
    expectTextColour(payments, LIGHT_TEXT);
    expect(failing(payments)).toEqual([]);
    cleanup();
    const onboarding = await renderOnboarding('light');
    expect(failing(onboarding)).toEqual([]);
  });
});

describe('given a top-level part', () => {
  const part = (html: string) => {
    const root = document.createElement('div');
    root.className = 'paykit-root';
    root.setAttribute('data-paykit-root', '');
    root.setAttribute('data-paykit-theme', 'dark');
    root.innerHTML = html;
    document.body.append(root);
    return root.querySelector<HTMLElement>('.paykit-task-form')!;
  };
  afterEach(() => document.querySelectorAll('[data-paykit-root]').forEach((root) => root.remove()));

  it('should paint the theme background under itself on the page', () => {
    expect(getComputedStyle(part('<div class="paykit-task-form">Form</div>')).backgroundColor).toBe('rgb(15, 17, 21)');
  });

  it('should let a kit card show through when placed on one', () => {
    expect(getComputedStyle(part('<div class="paykit-card"><div class="paykit-task-form">Form</div></div>')).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  it("should paint a panel's own colour when the panel sets --paykit-color-background", () => {
    hostCss('.merchant-panel { --paykit-color-background: rgb(1, 2, 3); }');
    expect(getComputedStyle(part('<div class="merchant-panel"><div class="paykit-task-form">Form</div></div>')).backgroundColor).toBe(
      'rgb(1, 2, 3)',
    );
  });
});
