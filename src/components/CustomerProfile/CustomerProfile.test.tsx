import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '../../core/schemas/index.js';
import { answerRequirements, createScenarioClient } from '../../testing/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit, type RenderWithFakeKitOptions } from '../test-support/renderWithFakeKit.js';
import { CustomerProfile } from './CustomerProfile.js';

type Options = Partial<RenderWithFakeKitOptions<'newIndividual' | 'individualWithOpenTasks' | 'businessWithRelatedParties'>>;

async function renderProfile(ui = <CustomerProfile />, options: Options = {}) {
  const rendered = await renderWithFakeKit(ui, { scenario: 'newIndividual', ...options } as RenderWithFakeKitOptions<'newIndividual'>);
  await screen.findByRole('button', { name: 'Edit your details' });
  return { ...rendered, user: userEvent.setup() };
}

const entry = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

/** Hands in the individual's intake task (its profile answers wait on a reviewer), and accepts it when asked. */
function handInIntake(outcome: 'in_review' | 'accepted'): Options {
  return {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ platform, scenario, client }) => {
      const { data: tasks } = await client.listTasks({ limit: 100 });
      const intake = tasks.find((task) => task.category === 'customer_information') as Task;
      await client.createSubmission(intake.id, { taskRevision: intake.revision, answers: answerRequirements(intake.requirements) });
      if (outcome === 'accepted')
        await createScenarioClient(platform, scenario.apiKey).post(`/v3/sandbox/tasks/${intake.id}/review`, { outcome: 'accepted' });
    },
  };
}

describe('given an individual customer', () => {
  it('should show their details, "Not given" for what is missing', async () => {
    const { container } = await renderProfile();

    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(entry('Email')).toHaveTextContent('ada.lovelace@example.com');
    expect(entry('Phone number')).toHaveTextContent('+12125550147');
    expect(entry('Middle name')).toHaveTextContent('Not given');
    await expectNoAxeViolations(container);
  });

  it('should save an edited phone number, announce it and show it', async () => {
    const onSaved = vi.fn();
    const { user, client } = await renderProfile(<CustomerProfile onSaved={onSaved} />);

    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    const form = await screen.findByRole('textbox', { name: /Phone number/ });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    await user.clear(form);
    await user.type(form, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit your details' })).toHaveFocus());
    expect(entry('Phone number')).toHaveTextContent('+442079460958');
    expect((await client.getCustomer()).individual).toMatchObject({ phone: '+442079460958', email: 'ada.lovelace@example.com' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: expect.stringMatching(/^cus_/) }));
  });

  it('should clear an emptied field with null', async () => {
    const { user, client } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    await user.clear(await screen.findByRole('textbox', { name: /Email/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Your details were saved.');
    expect(entry('Email')).toHaveTextContent('Not given');
    expect((await client.getCustomer()).individual).not.toHaveProperty('email');
    expect((await client.getCustomer()).individual).toHaveProperty('phone', '+12125550147');
  });

  it('should name a value the API would refuse at its field, focus it and send nothing', async () => {
    const { user, client } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, '0612');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter the number with its country code'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your details were saved.')).not.toBeInTheDocument();
    expect((await client.getCustomer()).individual).toHaveProperty('phone', '+12125550147');
  });

  it("should keep what was typed when the server refuses it, and show the server's error at the field", async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    const lastName = await screen.findByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    // Control characters pass the kit's length check; the platform refuses them.
    await user.type(lastName, 'Love{Tab}');
    await user.click(lastName);
    await user.keyboard('\u0007');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(lastName).toHaveValue('Love\u0007');
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAccessibleDescription(expect.stringMatching(/\S/));
    expect(screen.queryByText('Your details were saved.')).not.toBeInTheDocument();
  });
});

describe('given answers a reviewer holds', () => {
  it('should show a value in review as text with its reason, and leave the rest editable', async () => {
    const { user, container } = await renderProfile(<CustomerProfile />, handInIntake('in_review'));

    // The intake asked for the date of birth and the home address (the names it already had).
    expect(entry('Date of birth')).toHaveTextContent('Being reviewed: you can change it after the decision.');
    expect(entry('Home address')).toHaveTextContent('Being reviewed');
    expect(entry('Email')).not.toHaveTextContent('Being reviewed');
    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    const birthDate = await screen.findByRole('group', { name: 'Date of birth' });
    expect(within(birthDate).queryByRole('textbox')).not.toBeInTheDocument();
    expect(birthDate).toHaveTextContent('Dec 10, 1985');
    expect(birthDate).toHaveTextContent('Being reviewed');
    expect(screen.getByRole('group', { name: 'Home address' })).toHaveTextContent('New York');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should call an accepted value verified', async () => {
    await renderProfile(<CustomerProfile />, handInIntake('accepted'));

    expect(entry('Last name')).toHaveTextContent('Verified: contact support to change it.');
  });
});

describe('given a business customer', () => {
  it("should show the business's details and save a website, keeping the rest", async () => {
    const { user, client } = await renderProfile(<CustomerProfile />, { scenario: 'businessWithRelatedParties' });

    expect(screen.getByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    expect(entry('Legal name')).toHaveTextContent('Analytical Engines LLC');
    expect(entry('Registered address')).toHaveTextContent('1 Market Street, San Francisco, CA, 94105, United States');
    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    await user.type(await screen.findByRole('textbox', { name: /Website/ }), 'https://engines.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Your details were saved.');
    expect((await client.getCustomer()).business).toMatchObject({
      website: 'https://engines.example.com',
      legalName: 'Analytical Engines LLC',
      registeredAddress: { city: 'San Francisco' },
    });
  });
});
