/**
 * The smoke tests of the top-level parts, run by Vitest on every React version the peer range
 * promises: the current one in the `unit` project, 18.3 and 19.0 in `react-18.3` and `react-19.0`
 * (npm aliases, see vite.config.ts). Each part renders in `<StrictMode>` on the fake kit, with a
 * `ref`, shows its data and answers one interaction, and nothing is logged to the console (React
 * warns there about dropped refs, unknown props and hooks it does not have).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from 'vitest';
import type { Task } from '../core/schemas/index.js';
import { AccountList } from './Accounts/index.js';
import { Badge } from './primitives/Badge/index.js';
import { Button } from './primitives/Button/index.js';
import { Callout } from './primitives/Callout/index.js';
import { CapabilityStatusPanel } from './CapabilityStatus/index.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './primitives/Card/index.js';
import { Checkout } from './Checkout/index.js';
import { Field } from './primitives/Field/index.js';
import { FieldError } from './primitives/FieldError/index.js';
import { Onboarding } from './Onboarding/index.js';
import { RecipientsManager } from './Payees/index.js';
import { Skeleton, SkeletonGroup } from './primitives/Skeleton/index.js';
import { Spinner } from './primitives/Spinner/index.js';
import { TaskForm } from './TaskForm/index.js';
import { renderWithFakeKit } from './test-support/renderWithFakeKit.js';
import { TransferList } from './Transfers/index.js';
import { VisuallyHidden } from './primitives/VisuallyHidden/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The exact React version the project runs (vite.config.ts). */
    reactVersion: string;
  }
}

const ACH = 'ACH bank transfers (shared account)';
const expectedVersion = inject('reactVersion');
let consoleCalls: MockInstance[] = [];

beforeEach(() => {
  // An alias that fell back to the default React would prove nothing.
  expect({ react: reactVersion, reactDom: reactDomVersion }).toEqual({ react: expectedVersion, reactDom: expectedVersion });
  consoleCalls = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});

afterEach(() => {
  cleanup();
  expect(consoleCalls.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')))).toEqual([]);
});

describe(`given React ${expectedVersion}`, () => {
  it('should be the React the parts render with', () => {
    expect(reactVersion).toBe(expectedVersion);
  });

  it('should hand every simple part its element through ref', () => {
    const div = () => createRef<HTMLDivElement>();
    const span = () => createRef<HTMLSpanElement>();
    const refs = {
      badge: span(),
      button: createRef<HTMLButtonElement>(),
      callout: div(),
      card: div(),
      'card-header': div(),
      'card-title': createRef<HTMLHeadingElement>(),
      'card-content': div(),
      'card-footer': div(),
      field: div(),
      'field-error': createRef<HTMLParagraphElement>(),
      skeleton: div(),
      'skeleton-group': div(),
      spinner: span(),
      'visually-hidden': span(),
    };
    render(
      <StrictMode>
        <Badge ref={refs.badge}>New</Badge>
        <Button ref={refs.button}>Pay</Button>
        <Callout ref={refs.callout}>Heads up</Callout>
        <Card ref={refs.card}>
          <CardHeader ref={refs['card-header']}>
            <CardTitle ref={refs['card-title']}>Title</CardTitle>
          </CardHeader>
          <CardContent ref={refs['card-content']}>Body</CardContent>
          <CardFooter ref={refs['card-footer']}>Actions</CardFooter>
        </Card>
        <Field ref={refs.field} label="IBAN">
          <input />
        </Field>
        <FieldError ref={refs['field-error']}>Wrong</FieldError>
        <Skeleton ref={refs.skeleton} />
        <SkeletonGroup ref={refs['skeleton-group']} label="Loading" />
        <Spinner ref={refs.spinner} label="Working" />
        <VisuallyHidden ref={refs['visually-hidden']}>Only for screen readers</VisuallyHidden>
      </StrictMode>,
    );
    const slots = Object.fromEntries(Object.entries(refs).map(([part, ref]) => [part, ref.current?.getAttribute('data-slot')]));
    expect(slots).toEqual(Object.fromEntries(Object.keys(refs).map((part) => [part, part])));
  });

  it('should take a new individual through choosing, requesting and on to their tasks in Onboarding', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    await renderWithFakeKit(<Onboarding ref={ref} />, { scenario: 'newIndividual', strictMode: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: ACH }));
    expect(screen.getByRole('group', { name: `Bank for ${ACH}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Request this method' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your tasks' })).toHaveFocus();
    expect(ref.current).toHaveAttribute('data-slot', 'onboarding');
  });

  it('should show a TaskForm ask and take an answer', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    let task: Task | undefined;
    const TaskFormOfTask = () => (task ? <TaskForm ref={ref} taskId={task.id} draftStorage={false} /> : null);
    await renderWithFakeKit(<TaskFormOfTask />, {
      scenario: 'newIndividual',
      strictMode: true,
      prepare: async ({ client }) => {
        task = await client.createSandboxTask({
          scope: { type: 'customer' },
          items: [{ request: { type: 'text', prompt: 'What is your occupation?' } }],
        });
      },
    });

    expect(await screen.findByRole('heading', { name: 'Additional information requested' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
    expect(screen.getByRole('textbox', { name: /What is your occupation\?/ })).toHaveValue('Engineer');
    expect(ref.current).toHaveAttribute('data-slot', 'task-form');
  });

  it('should show a capability in CapabilityStatusPanel and lead to its tasks', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLElement>();
    const onOpenTasks = vi.fn();
    const { scenario } = await renderWithFakeKit(<CapabilityStatusPanel ref={ref} capabilityId="ach_pooled" onOpenTasks={onOpenTasks} />, {
      scenario: 'individualWithOpenTasks',
      strictMode: true,
    });

    const region = await screen.findByRole('region', { name: ACH });
    expect(await within(region).findByText('4 things to do')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Go to your tasks' }));
    expect(onOpenTasks).toHaveBeenCalledWith(scenario.taskIds);
    expect(ref.current).toBe(region);
  });

  it('should fill the first Checkout step', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLElement>();
    await renderWithFakeKit(<Checkout ref={ref} />, { scenario: 'readyForPayments', strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText(/Pay with/), ACH);
    await user.selectOptions(screen.getByLabelText(/^Account/), 'Your wallet · USDC');
    await user.type(screen.getByLabelText(/Amount in USD/), '250.00');
    expect(screen.getByLabelText(/Amount in USD/)).toHaveValue('250.00');
    expect(ref.current).toHaveAttribute('data-slot', 'checkout');
  });

  it('should open an account of AccountList in place, and give focus back after its archive dialog', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    await renderWithFakeKit(<AccountList ref={ref} />, { scenario: 'readyForPayments', strictMode: true });

    const bankGroup = await screen.findByRole('region', { name: 'Bank accounts for deposits' });
    const toggle = within(bankGroup).getByRole('button', { name: 'Show details of USD bank account' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(bankGroup).getByRole('button', { name: 'Copy Routing number' })).toBeInTheDocument();
    const archive = within(bankGroup).getByRole('button', { name: 'Archive this account' });
    await user.click(archive);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Radix gives focus back to its trigger through the trigger's ref: a kit Button dropping refs loses it.
    await waitFor(() => expect(archive).toHaveFocus());
    expect(ref.current).toHaveAttribute('data-slot', 'account-list');
  });

  it('should list recipients in RecipientsManager and start adding one in a dialog', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    await renderWithFakeKit(<RecipientsManager ref={ref} />, { scenario: 'readyForPayments', strictMode: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a recipient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a recipient' });
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText(/Company name/), 'Initech LLC');
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue('Initech LLC');
    expect(ref.current).toHaveAttribute('data-slot', 'recipients-manager');
  });

  it('should list transfers in TransferList and disclose one', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLElement>();
    await renderWithFakeKit(<TransferList ref={ref} />, { scenario: 'payinAwaitingFunds', strictMode: true });

    const region = await screen.findByRole('region', { name: 'Transfers' });
    await user.click(await within(region).findByRole('button', { name: /^Show details/ }));
    expect(await within(region).findByRole('region', { name: 'Transfer' })).toBeInTheDocument();
    expect(ref.current).toBe(region);
  });
});
