import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../../core/client/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import type { ScenarioResult } from '../../testing/index.js';
import { stubRefusedEventSource } from '../test-support/refusedEventSource.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import {
  attachTransferTask,
  createCardPayIn,
  createDepositAddressPayIn,
  createPayout,
  setTransferState,
} from './test-support/transferSetup.js';
import { TaskForm } from '../TaskForm/index.js';
import { TransferDetails, type TransferDetailsProps } from './TransferDetails.js';

/**
 * Renders the details of the transfer `pick` returns once the scenario ran (the subject reads the
 * id at render, which comes after `prepare`).
 */
async function renderTransfer(
  pick: (client: PaykitClient, scenario: ScenarioResult<'payinAwaitingFunds'>) => Promise<string>,
  events = false,
  props: Omit<TransferDetailsProps, 'transferId'> = {},
) {
  const ids = { transferId: '' };
  const Subject = () => <TransferDetails transferId={ids.transferId} {...props} />;
  const rendered = await renderWithFakeKit(<Subject />, {
    scenario: 'payinAwaitingFunds',
    events,
    prepare: async ({ client, scenario }) => {
      ids.transferId = await pick(client, scenario);
    },
  });
  return { ...rendered, transferId: ids.transferId };
}

const details = () => screen.findByRole('region', { name: 'Transfer' });
const stateOf = (region: HTMLElement) => region.querySelector('[data-slot="transfer-details-state"]');
const currentStep = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Progress of the transfer' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
const LIVE = { timeout: 8000 };

describe('given a pay-in awaiting funds by bank transfer', () => {
  it('should show the amounts, the timeline and the bank coordinates with the reference to include', async () => {
    const { container, client, transferId } = await renderTransfer(async (_client, scenario) => scenario.transferId);
    const region = await details();
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Waiting for funds'));
    expect(currentStep(region)).toHaveTextContent('Waiting for funds');
    expect(within(region).getByText('Amount sent').nextElementSibling).toHaveTextContent('$250.00');
    expect(within(region).getByText('Money paid in and converted into stablecoin')).toBeInTheDocument();
    expect(within(region).getByText('Scenario pay-in')).toBeInTheDocument();

    const funding = await within(region).findByRole('region', { name: 'How to pay' });
    const instructions = await client.getTransferInstructions(transferId);
    expect(await within(funding).findByText('Include this reference in your payment')).toBeInTheDocument();
    expect(within(funding).getByText(instructions.bankTransfer?.reference ?? 'missing')).toBeInTheDocument();
    for (const label of ['Reference', 'Routing number', 'Account number', 'Amount']) {
      expect(within(funding).getByRole('button', { name: `Copy ${label}` })).toBeInTheDocument();
    }
    expect(within(funding).getByText('Send exactly $250.00.')).toBeInTheDocument();
    expect(within(funding).getByText(/^Send it before/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should cancel it after a confirmation and show why it ended', async () => {
    const user = userEvent.setup();
    const { client, transferId } = await renderTransfer(async (_client, scenario) => scenario.transferId);
    const region = await details();
    await user.click(await within(region).findByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));

    expect(await within(region).findByText('The transfer is canceled.')).toHaveFocus();
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Canceled'));
    expect(within(region).getByText('The transfer was canceled')).toBeInTheDocument();
    expect(currentStep(region)).toHaveTextContent('Canceled');
    expect((await client.getTransfer(transferId)).state).toBe('canceled');
    // The person canceled it: nothing is wrong, so no call to support (fault 6).
    expect(within(region).getByText('No money moved. Start a new transfer whenever you want.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Contact support');
  });

  it('should explain a refused cancel when the money started moving meanwhile, and read the transfer again', async () => {
    const user = userEvent.setup();
    const { client, transferId } = await renderTransfer(async (_client, scenario) => scenario.transferId);
    const region = await details();
    await user.click(await within(region).findByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' });
    await setTransferState(client, transferId, { state: 'processing' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));

    const notice = await within(region).findByRole('alert');
    expect(notice.closest('[data-slot="money-error"]')).toHaveAttribute('data-code', 'transfer_not_cancelable');
    await user.click(within(notice).getByRole('button', { name: 'See where it stands' }));
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Processing'));
    expect(within(region).queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    expect(within(region).getByText('Your money is on its way. This page updates by itself.')).toBeInTheDocument();
  });
});

describe('given a transfer on its way while live updates are down', () => {
  /** Renders the transfer `pick` returns with live updates on, through a stream the browser cannot open. */
  async function renderWithRefusedStream(pick: Parameters<typeof renderTransfer>[0]) {
    stubRefusedEventSource();
    await renderTransfer(pick, true);
    return details();
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should say so beside the promise that the page updates by itself', async () => {
    const region = await renderWithRefusedStream(async (client, scenario) => {
      await setTransferState(client, scenario.transferId, { state: 'processing' });
      return scenario.transferId;
    });

    const promise = await within(region).findByText('Your money is on its way. This page updates by itself.');
    const note = within(region).getByText('Live updates interrupted — reconnecting…');
    expect(note).toHaveAttribute('role', 'status');
    expect(promise.closest('.paykit-callout')?.nextElementSibling).toBe(note);
  });

  it('should say so beside the promise that a transfer held by a task continues by itself', async () => {
    const region = await renderWithRefusedStream(async (client, scenario) => {
      const transfer = await createPayout(client, scenario);
      await attachTransferTask(client, transfer.id);
      return transfer.id;
    });

    const tasks = await within(region).findByRole('region', { name: 'We need a few answers' }, LIVE);
    const promise = within(tasks).getByText(
      'This transfer is on hold until you answer. It continues by itself once your answers are accepted.',
    );
    const note = await within(tasks).findByText('Live updates interrupted — reconnecting…');
    expect(note).toHaveAttribute('role', 'status');
    expect(promise.nextElementSibling).toBe(note);
  });
});

describe('given a stablecoin move awaiting funds at a deposit address', () => {
  it('should show the network, the address as text with a copy button, and its QR code', async () => {
    const { client, transferId } = await renderTransfer(
      async (kitClient, scenario) => (await createDepositAddressPayIn(kitClient, scenario)).id,
    );
    const funding = await within(await details()).findByRole('region', { name: 'How to pay' }, LIVE);
    const { depositAddress } = await client.getTransferInstructions(transferId);
    const address = depositAddress?.address ?? 'missing';
    expect(await within(funding).findByText(address)).toBeInTheDocument();
    expect(within(funding).getByRole('button', { name: 'Copy Deposit address' })).toBeInTheDocument();
    expect(within(funding).getByText('Send on the Polygon network only')).toBeInTheDocument();
    const qr = within(funding).getByRole('img', { name: `QR code of the Polygon deposit address ${address}` });
    expect(qr.localName).toBe('svg');
    expect(within(funding).getByText('Send exactly 20.00 USDT.')).toBeInTheDocument();
  });
});

describe('given a payout to a recipient', () => {
  it('should say who receives it and where, the account number masked', async () => {
    await renderTransfer(async (kitClient, scenario) => (await createPayout(kitClient, scenario)).id);
    const region = await details();
    const to = await within(region).findByText('To');
    expect(to.nextElementSibling).toHaveTextContent(/^Grace Hopper: ACH, Account ending \d{4}$/);
  });
});

describe('given a payout that fails with a reason', () => {
  it('should show the reason and ask to contact support with the transfer id', async () => {
    const { container, transferId } = await renderTransfer(async (kitClient, scenario) => {
      const transfer = await createPayout(kitClient, scenario);
      await setTransferState(kitClient, transfer.id, {
        state: 'failed',
        stateDetail: { code: 'beneficiary_bank_rejected', message: 'RAW-API-WORDING' },
      });
      return transfer.id;
    });
    const region = await details();
    const outcome = await within(region).findByRole('alert');
    expect(outcome).toHaveTextContent('The transfer failed');
    expect(outcome).toHaveTextContent("The recipient's bank returned the payment.");
    expect(outcome).not.toHaveTextContent('RAW-API-WORDING');
    expect(outcome).toHaveTextContent('Contact support and quote the transfer ID.');
    expect(within(outcome).getByText(transferId)).toBeInTheDocument();
    expect(currentStep(region)).toHaveTextContent('Failed');
    expect(within(region).queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('given a transfer held in action_required by a task', () => {
  it('should open the task in the task form it is given, and move on by itself once the answer is accepted', async () => {
    const user = userEvent.setup();
    const taskIds: string[] = [];
    const { client } = await renderTransfer(
      async (kitClient, scenario) => {
        const transfer = await createPayout(kitClient, scenario);
        taskIds.push((await attachTransferTask(kitClient, transfer.id)).id);
        return transfer.id;
      },
      false,
      { taskForm: TaskForm },
    );
    const region = await details();
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Action needed'));
    const tasks = within(region).getByRole('region', { name: 'We need a few answers' });
    await user.type(await within(tasks).findByRole('textbox', { name: /What is this payment for\?/ }, LIVE), 'Supplier invoice 42');
    await user.click(within(tasks).getByRole('button', { name: /Submit/ }));
    await waitFor(async () => expect((await client.getTask(taskIds[0] ?? '')).status).toBe('in_review'), LIVE);

    await client.reviewSandboxTask(taskIds[0] ?? '', { outcome: 'accepted' });
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Processing'), LIVE);
    expect(currentStep(region)).toHaveTextContent('Processing');
  });
});

describe('given a card pay-in awaiting its hosted checkout', () => {
  it('should open the https payment page in a new tab and read the transfer again when the person comes back', async () => {
    const user = userEvent.setup();
    const { platform, client, transferId } = await renderTransfer(
      async (kitClient, scenario) => (await createCardPayIn(kitClient, scenario)).id,
    );
    const region = await details();
    const link = await within(region).findByRole('link', { name: /^Open the payment page/ });
    const url = (await client.getTransfer(transferId)).checkout?.url ?? 'missing';
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Open the payment page (opens in a new tab)');
    expect(within(region).queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(within(region).getByRole('button', { name: 'Check the payment' })).toBeInTheDocument();

    const paid = await platform.handle(
      new Request(url, { method: 'POST', body: new URLSearchParams({ action: 'pay', method: 'card' }), redirect: 'manual' }),
    );
    expect(paid.status).toBe(303);
    fireEvent.focus(window);
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Completed'), LIVE);
    expect(within(region).getByText('The transfer is complete: the money has been delivered.')).toBeInTheDocument();
  });
});

describe('given a transfer held in action_required and no task form', () => {
  it('should list what is asked by name, without a form', async () => {
    const { container } = await renderTransfer(async (kitClient, scenario) => {
      const transfer = await createPayout(kitClient, scenario);
      await attachTransferTask(kitClient, transfer.id);
      return transfer.id;
    });
    const region = await details();
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Action needed'));
    const tasks = within(region).getByRole('region', { name: 'We need a few answers' });
    expect(await within(tasks).findByRole('listitem', {}, LIVE)).toHaveTextContent(/\w/);
    expect(within(tasks).queryByRole('textbox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
