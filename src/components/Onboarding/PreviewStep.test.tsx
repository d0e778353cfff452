import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeKitBackend, createFakePlatform, runScenario } from '../../testing/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderFailingFirst } from '../text/test-support/renderFailingFirst.js';
import { PreviewStep } from './PreviewStep.js';

describe('given a preview that cannot be read at first', () => {
  it('should say which method failed, keep the way on, and read it again on retry', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'newIndividual');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    const { container, matched } = renderFailingFirst(
      <PreviewStep
        choices={[{ capabilityId: 'card', institutionId: null }]}
        names={{ card: 'Card payments' }}
        headingLevel={3}
        onBack={vi.fn()}
        onRequest={vi.fn()}
      />,
      { backend, failing: /tasks-preview$/ },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load what Card payments needs.");
    expect(alert).toHaveTextContent('Reference: req_flaky');
    expect(screen.getByRole('button', { name: 'Request this method' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Here is what Card payments will need/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(matched()).toBe(2);
  });
});
