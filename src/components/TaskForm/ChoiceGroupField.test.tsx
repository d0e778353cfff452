import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './TaskForm.js';

function AddressTask({ getId }: { getId: () => string }) {
  return <TaskForm taskId={getId()} draftStorage={false} />;
}

/** The proof-of-address task of the scenario: one of three documents (an alternative group). */
async function renderProofOfAddress() {
  let taskId = '';
  const rendered = await renderWithFakeKit(<AddressTask getId={() => taskId} />, {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ client, scenario }) => {
      for (const id of scenario.taskIds) if ((await client.getTask(id)).name === 'Confirm your address') taskId = id;
    },
  });
  const group = await screen.findByRole('group', { name: 'Proof of address: answer one of these' });
  return { ...rendered, group };
}

describe('given an alternative group of three documents', () => {
  it('should offer a radio per member and show only the chosen member', async () => {
    const user = userEvent.setup();
    const { group, container } = await renderProofOfAddress();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toHaveLength(3);
    expect(within(group).queryByRole('group', { name: /bank statement/ })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /A bank statement from the last 90 days/ }));
    expect(within(group).getByRole('group', { name: /A bank statement from the last 90 days/ })).toBeInTheDocument();
    expect(within(group).queryByRole('group', { name: /A utility bill/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should ask for a choice and focus the first radio when none was made', async () => {
    const user = userEvent.setup();
    const { group } = await renderProofOfAddress();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
    expect(within(group).getByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Proof of address: choose one way to answer' })).toBeInTheDocument();
  });
});
