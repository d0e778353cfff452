import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountList } from './Accounts/index.js';
import { callPlatform } from './Accounts/test-support/storedAccounts.js';
import { Onboarding } from './Onboarding/index.js';
import { HeadingLevelProvider } from './primitives/Heading/index.js';
import { expectNoSkippedLevel, headingOutline } from './test-support/headingOutline.js';
import { renderWithFakeKit } from './test-support/renderWithFakeKit.js';

/** The accounts of `readyForPayments`, the USD bank account with fees on its deposits. */
const withFees = {
  scenario: 'readyForPayments',
  prepare: async ({ platform, scenario }) => {
    const path = `/v3/customers/${scenario.customerId}/accounts/${scenario.bankAccountId}/fees`;
    const response = await callPlatform(platform, scenario.apiKey, 'PUT', path, { developerFeePercent: '0.5' });
    expect(response.status).toBe(200);
  },
} satisfies Parameters<typeof renderWithFakeKit<'readyForPayments'>>[1];

/** Opens the details of the USD bank account in an account list, and waits for its fees. */
async function openBankDetails() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Show details of USD bank account' }));
  await screen.findByRole('heading', { name: 'Fees on deposits' });
}

describe('given a task form opened inside the onboarding', () => {
  it('should put the task one level below the step, and its sections one below the task', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithFakeKit(
      <main>
        <h1>Get started</h1>
        <Onboarding />
      </main>,
      { scenario: 'individualWithOpenTasks' },
    );

    await user.click(await screen.findByRole('button', { name: 'Start Tell us about yourself' }));
    const task = await screen.findByRole('heading', { level: 3, name: 'Tell us about yourself' });
    const form = task.closest('[data-slot="task-form"]') as HTMLElement;
    await within(form).findAllByRole('heading', { level: 4 });

    expect(headingOutline(container).slice(0, 3)).toEqual(['h1 Get started', 'h2 Your tasks', 'h3 Tell us about yourself']);
    expect(
      headingOutline(form)
        .slice(1)
        .every((line) => line.startsWith('h4 ')),
    ).toBe(true);
    expectNoSkippedLevel(container);
  });

  it('should start the whole outline at the onboarding’s headingLevel', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithFakeKit(<Onboarding headingLevel={4} />, { scenario: 'individualWithOpenTasks' });

    await user.click(await screen.findByRole('button', { name: 'Start Tell us about yourself' }));
    const task = await screen.findByRole('heading', { level: 5, name: 'Tell us about yourself' });
    const form = task.closest('[data-slot="task-form"]') as HTMLElement;
    await within(form).findAllByRole('heading', { level: 6 });
    expect(headingOutline(container)[0]).toBe('h4 Your tasks');
    expectNoSkippedLevel(container);
  });
});

describe('given the account list on a page', () => {
  it('should nest groups, accounts and an account’s fees one level at a time', async () => {
    const { container } = await renderWithFakeKit(
      <main>
        <h1>Your money</h1>
        <AccountList />
      </main>,
      withFees,
    );
    await openBankDetails();

    const outline = headingOutline(container);
    expect(outline).toContain('h2 Bank accounts for deposits');
    expect(outline).toContain('h3 USD bank account');
    expect(outline).toContain('h4 Fees on deposits');
    expectNoSkippedLevel(container);
  });

  it('should start at the level of the section the page puts it in', async () => {
    const { container } = await renderWithFakeKit(
      <main>
        <h1>Dashboard</h1>
        <section>
          <h2>Your money</h2>
          <HeadingLevelProvider level={3}>
            <AccountList />
          </HeadingLevelProvider>
        </section>
      </main>,
      withFees,
    );
    await openBankDetails();

    const outline = headingOutline(container);
    expect(outline).toContain('h3 Bank accounts for deposits');
    expect(outline).toContain('h4 USD bank account');
    expect(outline).toContain('h5 Fees on deposits');
    expectNoSkippedLevel(container);
  });

  it('should let the list’s own headingLevel win over the enclosing level', async () => {
    await renderWithFakeKit(
      <HeadingLevelProvider level={5}>
        <AccountList headingLevel={2} />
      </HeadingLevelProvider>,
      withFees,
    );
    await openBankDetails();

    expect(screen.getByRole('heading', { name: 'Bank accounts for deposits' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'USD bank account' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Fees on deposits' }).tagName).toBe('H4');
  });
});
