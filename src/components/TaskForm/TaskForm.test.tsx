import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaykitClient } from '../../core/client/index.js';
import type { SandboxTaskItem } from '../../core/client/sandboxBodies.js';
import type { Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { tasksOf } from '../../testing/platform/resources/onboarding/store.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './index.js';

const SIMPLE_ASKS: SandboxTaskItem[] = [
  { request: { type: 'text', prompt: 'What is your occupation?' } },
  {
    request: {
      type: 'single_select',
      prompt: 'How did you hear about us?',
      options: [
        { value: 'friend', label: 'From a friend' },
        { value: 'search', label: 'A web search' },
      ],
    },
  },
  { request: { type: 'boolean', prompt: 'Do you hold a public office?' } },
  { request: { type: 'attestation', prompt: 'I confirm that the information I gave is true.' } },
];

async function sandboxTask(client: PaykitClient, items: SandboxTaskItem[]): Promise<Task> {
  return client.createSandboxTask({ scope: { type: 'customer' }, items });
}

/** Renders a TaskForm on a sandbox task of `items` for a new individual. */
async function renderSandboxTask(items: SandboxTaskItem[], prepare?: (client: PaykitClient, task: Task) => Promise<void>) {
  let task: Task | undefined;
  const rendered = await renderWithFakeKit(<TaskFormOf getTask={() => task} />, {
    scenario: 'newIndividual',
    prepare: async ({ client }) => {
      task = await sandboxTask(client, items);
      await prepare?.(client, task);
    },
  });
  return { ...rendered, task: task as Task };
}

function TaskFormOf({ getTask }: { getTask: () => Task | undefined }) {
  const task = getTask();
  return task ? <TaskForm taskId={task.id} draftStorage={false} /> : null;
}

const requirementId = (task: Task, index: number) => task.requirements[index]?.id as string;

describe('given an open task of simple asks', () => {
  it('should be filled and submitted by keyboard alone, the fake task going in review', async () => {
    const user = userEvent.setup();
    const { client, task } = await renderSandboxTask(SIMPLE_ASKS);
    expect(await screen.findByRole('heading', { name: 'Additional information requested' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('textbox', { name: /What is your occupation\?/ })).toHaveFocus();
    await user.keyboard('Engineer');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'From a friend' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(screen.getByRole('group', { name: /public office/ })).getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /I confirm that the information I gave is true\./ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const submitted = await screen.findByText('Submitted for review');
    await waitFor(() => expect(submitted.closest('[data-slot="task-form-submitted"]')).toHaveFocus());
    const stored = await client.getTask(task.id);
    expect(stored.status).toBe('in_review');
    expect(stored.requirements.every((requirement) => requirement.status === 'in_review')).toBe(true);
  });

  it('should list every invalid field after an empty submit, focus the first, and link to each', async () => {
    const user = userEvent.setup();
    await renderSandboxTask(SIMPLE_ASKS);
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));

    const title = await screen.findByText('Please correct 4 fields before you submit.');
    const summary = title.closest('[role="alert"]') as HTMLElement;
    const occupation = screen.getByRole('textbox', { name: /What is your occupation\?/ });
    await waitFor(() => expect(occupation).toHaveFocus());
    expect(occupation).toHaveAttribute('aria-invalid', 'true');

    // A base part keeps its own class (and its look); the summary is named once, by its own slot.
    expect(summary).toHaveClass('paykit-callout', 'paykit-task-form-error-summary');
    expect(summary).toHaveAttribute('data-slot', 'task-form-error-summary');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'What is your occupation: Enter an answer.',
      'How did you hear about us: Choose an answer.',
      'Do you hold a public office: Choose an answer.',
      'I confirm that the information I gave is true: Tick the box to confirm.',
    ]);
    await user.click(links[3] as HTMLElement);
    expect(screen.getByRole('checkbox', { name: /I confirm that the information I gave is true\./ })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('should keep the summary to the fields still wrong, and drop it once all are fixed', async () => {
    const user = userEvent.setup();
    await renderSandboxTask(SIMPLE_ASKS);
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Please correct 4 fields before you submit.');

    await user.type(screen.getByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
    await user.click(screen.getByRole('radio', { name: 'From a friend' }));

    expect(await screen.findByText('Please correct 2 fields before you submit.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^What is your occupation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^How did you hear about us/ })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: /public office/ })).getAllByRole('radio')[1] as HTMLElement);
    await user.click(screen.getByRole('checkbox', { name: /I confirm that the information I gave is true\./ }));
    await waitFor(() => expect(screen.queryByText(/Please correct/)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should have no axe violations as first shown', async () => {
    const { container } = await renderSandboxTask(SIMPLE_ASKS);
    await screen.findByRole('button', { name: 'Submit for review' });
    await expectNoAxeViolations(container);
  });
});

describe('given answers the client accepts and the server refuses', () => {
  it("should word the server's error by its code on the field and in the summary, keeping what was typed", async () => {
    const user = userEvent.setup();
    const { client, task } = await renderSandboxTask([
      { request: { type: 'profile', prompt: 'Your email address' }, profilePointer: '/individual/email' },
      { request: { type: 'text', prompt: 'What is your occupation?' } },
    ]);
    const email = await screen.findByRole('textbox', { name: /Your email address/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText("Your answers weren't accepted.")).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/This answer is not in the expected format\./);
    expect(screen.getByRole('link', { name: 'Your email address: This answer is not in the expected format.' })).toBeInTheDocument();
    // The fake's own words ('must be an email address') are for developers: never on screen.
    expect(document.body).not.toHaveTextContent('must be an email address');
    expect(email).toHaveValue('not-an-email');
    expect((await client.getTask(task.id)).status).toBe('action_required');
  });
});

describe('given a task that changes on the server while the person answers it', () => {
  it('should say what changed, keep the answers, and submit on the new revision', async () => {
    const user = userEvent.setup();
    const phone: SandboxTaskItem = { request: { type: 'profile', prompt: 'Your phone number' }, profilePointer: '/individual/phone' };
    let other: Task | undefined;
    const { client, task } = await renderSandboxTask(
      [phone, { request: { type: 'text', prompt: 'What is your occupation?' } }],
      async (kit) => {
        other = await sandboxTask(kit, [phone]);
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');

    // The same ask is answered and accepted in another task: this task's copy is satisfied and its revision moves on.
    const sibling = other as Task;
    await client.createSubmission(sibling.id, {
      taskRevision: sibling.revision,
      answers: [{ requirementId: requirementId(sibling, 0), answerType: 'profile', value: '+12125550147' }],
    });
    await client.reviewSandboxTask(sibling.id, { outcome: 'accepted' });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('This task changed while you were answering it.')).toBeInTheDocument();
    expect(screen.getByText('Changed: Your phone number')).toBeInTheDocument();
    expect(screen.getByText('Your answers are kept. Check the changed questions and submit again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What is your occupation\?/ })).toHaveValue('Engineer');
    expect(screen.queryByRole('textbox', { name: /Your phone number/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect((await client.getTask(task.id)).status).toBe('in_review');
  });
});

describe('given a task in a changes_requested round', () => {
  it('should lead with the ask to change, its feedback beside it, the accepted ones read-only', async () => {
    const user = userEvent.setup();
    const items: SandboxTaskItem[] = ['What is your occupation?', 'Who is your employer?', 'What is your job title?'].map((prompt) => ({
      request: { type: 'text', prompt },
    }));
    const { client, task } = await renderSandboxTask(items, async (kit, created) => {
      await kit.createSubmission(created.id, {
        taskRevision: created.revision,
        answers: created.requirements.map((requirement, index) => ({
          requirementId: requirement.id,
          answerType: 'text',
          value: ['Engineer', 'Acme', 'SWE'][index],
        })),
      });
      await kit.reviewSandboxTask(created.id, {
        outcome: 'changes_requested',
        requirements: { [requirementId(created, 2)]: { code: 'unclear', message: 'RAW-API-WORDING' } },
      });
    });

    expect(await screen.findByText(/The reviewer asked for changes to 1 answer\./)).toBeInTheDocument();
    const fields = document.querySelectorAll('[data-slot="task-form-field"]');
    expect(fields[0]).toHaveTextContent('What is your job title?');
    const title = screen.getByRole('textbox', { name: /What is your job title\?/ });
    expect(title).toHaveAccessibleDescription(/Needs changes: Check this answer and change it\./);
    expect(document.body).not.toHaveTextContent('RAW-API-WORDING');
    // The accepted answers show what the person gave, read back from the earlier round's submission.
    await waitFor(() => expect(fields[1]).toHaveTextContent(/What is your occupation\?.*Done.*Engineer/));
    expect(fields[2]).toHaveTextContent(/Who is your employer\?.*Done.*Acme/);
    expect(screen.queryByRole('textbox', { name: /What is your occupation\?/ })).not.toBeInTheDocument();

    await user.type(title, 'Software engineer');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect((await client.getTask(task.id)).status).toBe('in_review');
  });

  it('should show the reviewer feedback of the changes_requested scenario', async () => {
    let taskId = '';
    await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'capabilityChangesRequested',
      prepare: ({ scenario }) => {
        taskId = scenario.taskId;
      },
    });
    expect((await screen.findAllByText('Needs changes: This does not match other information we have.')).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('The date of birth does not match the identity document');
    expect(screen.getByText(/The reviewer asked for changes to \d+ answers\./)).toBeInTheDocument();
  });
});

describe("given a tax identifier that is not its type's format and a birth date in the future", () => {
  it('should name each problem at its field before anything is sent, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { client, task } = await renderSandboxTask([
      { request: { type: 'profile', prompt: 'Date of birth' }, profilePointer: '/individual/birthDate' },
      { request: { type: 'profile', prompt: 'Tax identification numbers' }, profilePointer: '/individual/taxIdentifiers' },
    ]);
    const row = await screen.findByRole('group', { name: 'Tax identifier 1' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'Social Security number (SSN)');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Issuing country' }), 'United States');
    await user.type(within(row).getByRole('textbox', { name: 'Number' }), '12');
    const birthDate = screen.getByLabelText(/Date of birth/);
    await user.clear(birthDate);
    await user.type(birthDate, '2090-01-15');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(birthDate).toHaveAttribute('aria-invalid', 'true'));
    expect(birthDate).toHaveAccessibleDescription(/The date of birth must be in the past\./);
    const ssnError = 'Tax identifier 1: a Social Security number has 9 digits, such as 123-45-6789. Check the number.';
    expect(within(row).getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(expect.stringContaining(ssnError));
    expect(screen.getByRole('link', { name: `Tax identification numbers: ${ssnError}` })).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Number' })).toHaveValue('12');
    expect(birthDate).toHaveValue('2090-01-15');
    // Refused in the browser: the task was never submitted.
    expect((await client.getTask(task.id)).status).toBe('action_required');
    expect(await client.listSubmissions(task.id)).toMatchObject({ data: [] });
  });
});

describe('given a requirement of an answer type the kit does not know', () => {
  it('should say what is asked and still submit the other answers', async () => {
    const user = userEvent.setup();
    let taskId = '';
    const { client } = await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'newIndividual',
      prepare: async ({ client: kit, platform, scenario }) => {
        const created = await sandboxTask(kit, [{ request: { type: 'text', prompt: 'What is your occupation?' } }]);
        taskId = created.id;
        // The sandbox only creates known answer types; a newer API may send any, so one is added to the stored task.
        const developer = /^sk_sandbox_(.+)$/.exec(scenario.apiKey)?.[1] as string;
        const stored = tasksOf(platform.core.partition(developer, 'sandbox')).get(created.id);
        stored?.requirements.push({
          id: 'req_video',
          key: 'video_interview',
          status: 'action_required',
          section: 'additional_information',
          request: { type: 'video_interview', prompt: 'Join a short video call with our team.', required: false, allowsAbsence: true },
          reviewFeedback: null,
          evidence: null,
          alternativeKey: null,
        });
      },
    });

    expect(await screen.findByText(/Join a short video call with our team\./)).toBeInTheDocument();
    expect(screen.getAllByText(/video_interview/).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    const stored = await client.getTask(taskId);
    expect(stored.status).toBe('in_review');
  });
});

function TaskFormById({ getId }: { getId: () => string }) {
  return <TaskForm taskId={getId()} draftStorage={false} />;
}

describe('given tasks that take no answers here', () => {
  it('should show only the hosted session of a verification task, with no submit button', async () => {
    let taskId = '';
    await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ scenario }) => {
        taskId = scenario.taskIds[0] as string;
      },
    });
    expect(await screen.findByText('This task is completed in a secure page from our verification partner.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeInTheDocument();
  });

  it('should say a task in review is being reviewed, and what', async () => {
    await renderSandboxTask([{ request: { type: 'text', prompt: 'What is your occupation?' } }], async (kit, created) => {
      await kit.createSubmission(created.id, {
        taskRevision: created.revision,
        answers: [{ requirementId: requirementId(created, 0), answerType: 'text', value: 'Engineer' }],
      });
    });
    expect(await screen.findByText('Your answers are being reviewed.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('What is your occupation?');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('should explain a task it cannot read and offer to try again', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<TaskForm taskId="tsk_doesNotExist1" draftStorage={false} />, { scenario: 'newIndividual' });
    expect(await screen.findByText("We couldn't load this task.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("We couldn't load this task.")).toBeInTheDocument();
  });
});

describe('given required and optional asks', () => {
  /** A sandbox task whose asks with the given prompts are made optional (`required: false`, absence allowed) in the platform's store. */
  async function renderWithOptional(items: SandboxTaskItem[], optionalPrompts: string[]) {
    let taskId = '';
    await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'newIndividual',
      prepare: async ({ client: kit, platform, scenario }) => {
        const created = await sandboxTask(kit, items);
        taskId = created.id;
        const developer = /^sk_sandbox_(.+)$/.exec(scenario.apiKey)?.[1] as string;
        const stored = tasksOf(platform.core.partition(developer, 'sandbox')).get(created.id);
        for (const requirement of stored?.requirements ?? []) {
          if (optionalPrompts.includes(requirement.request.prompt ?? ''))
            Object.assign(requirement.request, { required: false, allowsAbsence: true });
        }
      },
    });
  }

  it('should say once that every question is required unless marked optional, and mark only the optional one', async () => {
    await renderWithOptional(
      [{ request: { type: 'text', prompt: 'What is your occupation?' } }, { request: { type: 'text', prompt: 'Your nickname' } }],
      ['Your nickname'],
    );
    const nickname = await screen.findByRole('textbox', { name: 'Your nickname optional' });
    const occupation = screen.getByRole('textbox', { name: 'What is your occupation?' });

    expect(screen.getByText('Every question is required unless it is marked optional.')).toBeInTheDocument();
    expect(occupation).toHaveAttribute('aria-required', 'true');
    expect(nickname).not.toHaveAttribute('aria-required');
  });

  it('should not claim anything is required when every ask is optional', async () => {
    await renderWithOptional([{ request: { type: 'text', prompt: 'Your nickname' } }], ['Your nickname']);
    await screen.findByRole('textbox', { name: 'Your nickname optional' });

    expect(screen.queryByText('Every question is required unless it is marked optional.')).not.toBeInTheDocument();
  });
});

describe('given an ask that offers "I don\'t have this"', () => {
  it('should mark it neither required nor optional, and still require an answer until the box is ticked', async () => {
    const user = userEvent.setup();
    await renderSandboxTask([
      { request: { type: 'text', prompt: 'What is your occupation?' } },
      { request: { type: 'text', prompt: 'Your tax identification number, if you have one', allowsAbsence: true } },
    ]);
    const taxNumber = await screen.findByRole('textbox', { name: 'Your tax identification number, if you have one' });
    const occupation = screen.getByRole('textbox', { name: /What is your occupation\?/ });

    expect(document.querySelector(`label[for="${occupation.id}"]`)).toHaveTextContent(/^What is your occupation\?$/);
    expect(occupation).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector(`label[for="${taxNumber.id}"]`)).toHaveTextContent(/^Your tax identification number, if you have one$/);
    expect(taxNumber).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this" }));
    expect(taxNumber).not.toHaveAttribute('aria-required');
  });
});

describe('given an alternative group after a failed submit', () => {
  it('should not show the error of the member just chosen before it is answered', async () => {
    const user = userEvent.setup();
    let taskId = '';
    await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'individualWithOpenTasks',
      prepare: async ({ client, scenario }) => {
        const tasks = await Promise.all(scenario.taskIds.map((id) => client.getTask(id)));
        taskId = tasks.find((each) => each.requirements.some((requirement) => requirement.alternativeKey === 'proof_of_address'))
          ?.id as string;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const group = await screen.findByRole('group', { name: /Proof of address: answer one of these/ });
    expect(within(group).getByRole('alert')).toHaveTextContent('Choose one of these ways to answer, then fill it in.');

    const radios = within(group).getAllByRole('radio');
    await user.click(radios[radios.length - 1] as HTMLElement);

    await waitFor(() => expect(within(group).queryByText('Choose one of these ways to answer, then fill it in.')).not.toBeInTheDocument());
    expect(within(group).queryByText('Add a document.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Please correct/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await within(group).findByText('Add a document.')).toBeInTheDocument();
  });
});

/** A storage that keeps what is written, as sessionStorage does across a reload. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('given answers started before a reload', () => {
  it('should say they were restored and start over on request', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    let task: Task | undefined;
    const Form = ({ isShown }: { isShown: boolean }) => (isShown && task ? <TaskForm taskId={task.id} draftStorage={storage} /> : null);
    const { rerender } = await renderWithFakeKit(<Form isShown />, {
      scenario: 'newIndividual',
      prepare: async ({ client }) => {
        task = await sandboxTask(client, SIMPLE_ASKS);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
    expect(screen.queryByText('We restored the answers you had started.')).not.toBeInTheDocument();
    rerender(<Form isShown={false} />);
    rerender(<Form isShown />);

    const occupation = await screen.findByRole('textbox', { name: /What is your occupation\?/ });
    expect(occupation).toHaveValue('Engineer');
    const notice = screen.getByText('We restored the answers you had started.').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveClass('paykit-callout');
    expect(notice).toHaveAttribute('data-slot', 'task-form-draft');
    await expectNoAxeViolations(document.body);

    await user.click(within(notice).getByRole('button', { name: 'Start over' }));
    expect(occupation).toHaveValue('');
    expect(screen.queryByText('We restored the answers you had started.')).not.toBeInTheDocument();
    await waitFor(() => expect(occupation).toHaveFocus());
    expect(storage.getItem(`paykit:task-draft:${task?.id ?? ''}`)).toBeNull();
  });
});
