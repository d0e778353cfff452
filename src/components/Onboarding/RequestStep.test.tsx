import '../locales/fr.js';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RequestStep } from './RequestStep.js';

const names = { ach_pooled: 'ACH bank transfers (shared account)', ach_named: 'ACH bank transfers (account in your name)' };

describe('given one request the platform accepts and one it refuses', () => {
  it('should say why next to the refused one and go on with the other', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const choices = [
      { capabilityId: 'ach_pooled', institutionId: 'inst_lead_bank' },
      { capabilityId: 'ach_named', institutionId: null },
    ];
    const { container, client } = await renderWithFakeKit(
      <RequestStep choices={choices} names={names} onDone={onDone} onBack={vi.fn()} />,
      {
        scenario: 'newIndividual',
      },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't request ACH bank transfers (account in your name).");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('ACH bank transfers (shared account): requested')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith(['ach_pooled']);
    const { data } = await client.listCapabilities({ limit: 10 });
    expect(data.map((capability) => capability.id).sort()).toEqual(['ach_pooled', 'stablecoin_transfers']);
  });
});

describe('given requests the platform accepts', () => {
  it('should move on by itself with every requested id', async () => {
    const onDone = vi.fn();
    await renderWithFakeKit(
      <RequestStep
        choices={[{ capabilityId: 'card', institutionId: null }]}
        names={{ card: 'Card payments' }}
        onDone={onDone}
        onBack={vi.fn()}
      />,
      {
        scenario: 'newIndividual',
      },
    );
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(['card']));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('given a bank-backed method requested without a bank', () => {
  it('should say in words to go back and choose one, never the API detail', async () => {
    await renderWithFakeKit(
      <RequestStep
        choices={[{ capabilityId: 'pix_pooled', institutionId: null }]}
        names={{ pix_pooled: 'Pix' }}
        onDone={vi.fn()}
        onBack={vi.fn()}
      />,
      {
        scenario: 'newIndividual',
        locale: 'fr-FR',
      },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nous n’avons pas pu demander Pix.');
    expect(alert).toHaveTextContent('Pix passe par une banque : revenez en arrière pour en choisir une.');
    // The same request would fail the same way: the way out is to change the choice.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier votre choix' })).toBeInTheDocument();
  });
});
