import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CapabilityChoice } from '../../core/onboarding/index.js';
import { useOnboarding } from '../../hooks/useOnboarding.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RequestStep } from './RequestStep.js';

const names = { ach_pooled: 'ACH bank transfers (shared account)', ach_named: 'ACH bank transfers (account in your name)' };

/** The request step as the onboarding observer drives it, from a Request click on the preview. */
function RequestHarness({ choices, names, onBack }: { choices: CapabilityChoice[]; names: Record<string, string>; onBack?: () => void }) {
  const { state, send } = useOnboarding({ customerId: null, capabilities: [], tasks: [], storage: null });
  if (state.step === 'choose') {
    const request = () => {
      send({ type: 'choose', choices });
      send({ type: 'request' });
    };
    return <button onClick={request}>Request</button>;
  }
  if (state.step !== 'request') return <p>{`${state.step}: following ${state.followedIds.join(', ')}`}</p>;
  return (
    <RequestStep
      choices={state.choices}
      requests={state.requests}
      names={names}
      onRetry={(capabilityId) => send({ type: 'retryRequest', capabilityId })}
      onContinue={() => send({ type: 'continue' })}
      onBack={onBack ?? (() => send({ type: 'goTo', step: 'choose' }))}
    />
  );
}

describe('given one request the platform accepts and one it refuses', () => {
  it('should say why next to the refused one and go on with the other', async () => {
    const user = userEvent.setup();
    const choices = [
      { capabilityId: 'ach_pooled', institutionId: 'inst_lead_bank' },
      { capabilityId: 'ach_named', institutionId: null },
    ];
    const { container, client } = await renderWithFakeKit(<RequestHarness choices={choices} names={names} />, {
      scenario: 'newIndividual',
    });
    await user.click(screen.getByRole('button', { name: 'Request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't request ACH bank transfers (account in your name).");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('ACH bank transfers (shared account): requested')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('tasks: following ach_pooled')).toBeInTheDocument();
    const { data } = await client.listCapabilities({ limit: 10 });
    expect(data.map((capability) => capability.id).sort()).toEqual(['ach_pooled', 'stablecoin_transfers']);
  });
});

describe('given requests the platform accepts', () => {
  it('should move on by itself with every requested id', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(
      <RequestHarness choices={[{ capabilityId: 'card', institutionId: null }]} names={{ card: 'Card payments' }} />,
      {
        scenario: 'newIndividual',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('tasks: following card')).toBeInTheDocument();
  });
});

describe('given a bank-backed method requested without a bank', () => {
  it('should say in words to go back and choose one, never the API detail', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    await renderWithFakeKit(
      <RequestHarness choices={[{ capabilityId: 'pix_pooled', institutionId: null }]} names={{ pix_pooled: 'Pix' }} onBack={onBack} />,
      { scenario: 'newIndividual', locale: 'fr-FR' },
    );
    await user.click(screen.getByRole('button', { name: 'Request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nous n’avons pas pu demander Pix.');
    expect(alert).toHaveTextContent('Pix passe par une banque : revenez en arrière pour en choisir une.');
    // The same request would fail the same way: the way out is to change the choice.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier votre choix' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
