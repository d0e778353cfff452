import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paykitQueryKeys } from '../../hooks/paykitQueryKeys.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RelatedPartiesManager } from './RelatedPartiesManager.js';

const renderManager = async (scenario: 'businessWithRelatedParties' = 'businessWithRelatedParties') => {
  const rendered = await renderWithFakeKit(<RelatedPartiesManager />, { scenario });
  await screen.findByText('Charles Babbage');
  return { ...rendered, user: userEvent.setup() };
};

describe('given a business with three people', () => {
  it('should list each with roles, title and ownership', async () => {
    const { container } = await renderManager();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Charles Babbage');
    expect(items[0]).toHaveTextContent('Managing Director');
    expect(items[0]).toHaveTextContent('Director');
    expect(items[0]).toHaveTextContent('Controlling person');
    expect(items[0]).toHaveTextContent('60% ownership');
    await expectNoAxeViolations(container);
  });

  it('should add an owner with a share, and list them', async () => {
    const { user, client } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Owner (beneficial owner)' }));
    await user.type(within(dialog).getByLabelText('Ownership of the business (%)'), '25.5');
    await user.selectOptions(within(dialog).getByLabelText('Nationality'), 'US');
    await user.type(within(dialog).getByLabelText('City'), 'Arlington');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Grace Hopper was saved.')).toBeInTheDocument();
    // Back where the person was: on the button that opened the dialog, not on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus());
    const grace = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Grace Hopper'));
    expect(grace).toHaveTextContent('Owner');
    expect(grace).not.toHaveTextContent('beneficial owner');
    const stored = (await client.listRelatedParties()).data.find((party) => party.person?.firstName === 'Grace');
    expect(stored?.roles).toEqual(['beneficial_owner']);
    expect(stored?.person).toMatchObject({
      lastName: 'Hopper',
      nationalities: ['US'],
      ownershipPercent: 25.5,
      mailingAddress: { city: 'Arlington' },
    });
  });

  it('should point at what is missing, focus it, and keep what was typed', async () => {
    const { user } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First name/), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    expect(within(dialog).getByLabelText(/Last name/)).toHaveFocus();
    expect(within(dialog).getByText('Enter the last name.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText('Choose at least one role.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Ada');
  });

  it('should edit a person and keep the others', async () => {
    const { user, client } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Edit Mary Somerville' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mary Somerville' });
    const title = within(dialog).getByLabelText('Job title');
    expect(title).toHaveValue('Chief Financial Officer');
    await user.clear(title);
    await user.type(title, 'Treasurer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Mary Somerville was saved.')).toBeInTheDocument();
    const parties = (await client.listRelatedParties()).data;
    expect(parties.find((party) => party.person?.firstName === 'Mary')?.title).toBe('Treasurer');
    expect(parties).toHaveLength(3);
  });

  it('should send an edit as a merge: an emptied field cleared with null, fields the form does not show kept', async () => {
    const { user, client } = await renderManager();
    const mary = (await client.listRelatedParties()).data.find((party) => party.person?.firstName === 'Mary');
    await client.updateRelatedParty(mary?.id as string, { person: { email: 'mary@example.com' } });

    await user.click(screen.getByRole('button', { name: 'Edit Mary Somerville' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mary Somerville' });
    await user.clear(within(dialog).getByLabelText('Job title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Mary Somerville was saved.')).toBeInTheDocument();
    const stored = await client.getRelatedParty(mary?.id as string);
    expect(stored.title).toBeNull();
    expect(stored.roles).toEqual(['officer', 'authorized_signer']);
    expect(stored.person).toMatchObject({ email: 'mary@example.com', residenceCountry: 'US', ownershipPercent: 40 });
  });

  it('should remove a person only after a confirmation', async () => {
    const { user, client } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Remove Augustus De Morgan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Augustus De Morgan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await client.listRelatedParties()).data).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Augustus De Morgan' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Augustus De Morgan was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Augustus De Morgan')).not.toBeInTheDocument());
    // The Remove button left with the person: focus waits on the next thing to do, not on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus());
    expect((await client.listRelatedParties()).data).toHaveLength(2);
  });
});

describe('given an edit dismissed with Escape', () => {
  it("should return focus to that person's Edit button", async () => {
    const { user } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Edit Mary Somerville' }));
    await screen.findByRole('dialog', { name: 'Edit Mary Somerville' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Mary Somerville' })).toHaveFocus());
  });
});

describe('given a business with no one listed yet', () => {
  it('should say so and offer to add a person', async () => {
    await renderWithFakeKit(<RelatedPartiesManager />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => {
        for (const party of (await client.listRelatedParties()).data) await client.archiveRelatedParty(party.id);
      },
    });

    expect(await screen.findByText(/No one is listed yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a person' })).toBeInTheDocument();
  });
});

describe('given an individual customer', () => {
  it('should render nothing, so the manager can sit on a page whoever is signed in', async () => {
    const { container, queryClient } = await renderWithFakeKit(
      <div data-testid="page">
        <RelatedPartiesManager />
      </div>,
      { scenario: 'newIndividual' },
    );

    // Once the customer and the (empty) list are read, as a page would have them.
    await waitFor(() => expect(queryClient.getQueryData(paykitQueryKeys.customer())).toBeDefined());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Add a person' })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/No one is listed yet/);
  });
});
