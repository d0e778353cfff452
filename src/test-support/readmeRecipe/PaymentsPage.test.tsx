// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createFakeKitBackend, createFakePlatform, runScenario } from 'paykit/testing';
import { createFakeKitHandlers } from 'paykit/testing/msw';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { PaymentsPage } from './PaymentsPage';

// The page calls your backend at /api/paykit; MSW answers with paykit's real proxy in front of a
// fake Payments Platform, all in memory. Any other request fails the test.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

it('lets a new customer request ACH transfers and shows the tasks they need', async () => {
  const platform = createFakePlatform({ seed: 1 });
  const { customerId } = await runScenario(platform, 'newIndividual');
  server.use(...createFakeKitHandlers(createFakeKitBackend({ platform, customerId })));
  const user = userEvent.setup();

  render(<PaymentsPage />);

  expect(await screen.findByRole('heading', { name: 'Choose payment methods' })).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: 'ACH bank transfers (shared account)' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Request this method' }));

  expect(await screen.findByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
  const tasks = within(await screen.findByRole('list', { name: 'Tasks' }));
  expect(tasks.getByText('Verify your identity')).toBeInTheDocument();
  expect(tasks.getByText('Accept the terms of service')).toBeInTheDocument();
});
