import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomerProfile } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
import type { FakeKitSandbox } from '../support/fakeKitSandbox.js';
import { failingKitRoute, heldKitRoute } from '../support/kitHandlers.js';

/**
 * The customer's own details after onboarding, on the fake platform: viewed, edited (only what
 * changed is sent, an emptied field is cleared), and read-only where a reviewer holds a value.
 */
const meta = {
  title: 'Onboarding/Customer profile',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hands in the individual's intake task: the date of birth and home address it asked for wait on a reviewer. */
async function handInIntake(sandbox: FakeKitSandbox): Promise<string> {
  const intake = (await sandbox.listTasks()).find((task) => task.category === 'customer_information');
  if (!intake) throw new Error('the scenario has an intake task');
  await sandbox.submitTask(intake.id);
  return intake.id;
}

/** An individual's details, with "Not given" for what is missing. */
export const View: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <CustomerProfile /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ada.lovelace@example.com')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit your details' })).toBeInTheDocument();
  },
};

/** A business's details: names, registration, website, contact and addresses. */
export const Business: Story = {
  ...fakeKitStory({ scenario: 'businessWithRelatedParties', render: () => <CustomerProfile /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    await expect(await canvas.findByText('Analytical Engines LLC')).toBeInTheDocument();
  },
};

/** The form open, focus on its first field. */
export const Editing: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <CustomerProfile /> }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your details' }));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus();
  },
};

/** A phone number the API would refuse: named at its field, nothing sent. */
export const InvalidPhone: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <CustomerProfile /> }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your details' }));
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0612');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saved: the new value shown, the outcome announced, focus back on Edit. */
export const Saved: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <CustomerProfile /> }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your details' }));
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0958');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your details were saved.')).toBeInTheDocument();
    await expect(canvas.getByText('+442079460958')).toBeInTheDocument();
  },
};

/** Values a reviewer holds: shown as text with the reason, in the view and in the form. */
export const LockedInReview: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ sandbox }) => handInIntake(sandbox),
    render: () => <CustomerProfile />,
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your details' }));
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent('Being reviewed');
  },
};

/** Values a reviewer accepted: verified, to change through support. */
export const LockedVerified: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: async ({ sandbox }) => sandbox.reviewTask(await handInIntake(sandbox), { outcome: 'accepted' }),
    render: () => <CustomerProfile />,
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Verified: contact support to change it.')).length).toBeGreaterThan(0);
  },
};

/** The save fails (the platform is down): the form stays, with what was typed and the reason. */
export const SaveError: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: () => [failingKitRoute({ method: 'PATCH', path: '/customer' }, 4).handler],
    render: () => <CustomerProfile />,
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your details' }));
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+442079460958');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/We couldn't save your details/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(phone).toHaveValue('+442079460958');
  },
};

/** The customer is still being read. */
export const Loading: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: () => [heldKitRoute({ method: 'GET', path: '/customer' }).handler],
    render: () => <CustomerProfile />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit your details' })).not.toBeInTheDocument();
  },
};

/** The read failed: the reason and Retry. */
export const LoadError: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/customer' }, 100).handler],
    render: () => <CustomerProfile />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't load your details.", {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
