import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../core/forms/index.js';
import type { Task } from '../../core/schemas/index.js';
import { spoilFirstAnswer } from '../test-support/unreadableAnswer.js';
import { createFakeKitHookHarness, type FakeKitHookHarness } from './test-support/fakeKitHookHarness.js';
import { TestTaskForm } from './test-support/TestTaskForm.js';
import type { UseTaskFormResult } from './taskFormTypes.js';
import { useTaskTextField } from './useTaskTextField.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';

/** First name (from the profile), occupation, tax identifiers (may be absent) and a utility bill. */
const ITEMS = [
  { request: { type: 'profile', prompt: 'First name, as on your identity document.' }, profilePointer: '/individual/firstName' },
  { request: { type: 'text', prompt: 'What is your occupation?' } },
  {
    request: { type: 'profile', prompt: 'Tax identification numbers.', allowsAbsence: true },
    profilePointer: '/individual/taxIdentifiers',
  },
  { request: { type: 'document', prompt: 'A recent utility bill.' }, constraints: { acceptedDocumentTypes: ['utility_bill'] } },
];

/** A storage that records every write. */
function memoryStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    items,
    writes,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(value);
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

type Harness = FakeKitHookHarness<'newIndividual'> | FakeKitHookHarness<'individualWithOpenTasks'>;

interface Setup {
  harness: Harness;
  task: Task;
  storage: ReturnType<typeof memoryStorage>;
  form: () => UseTaskFormResult;
  unmount: () => void;
  user: ReturnType<typeof userEvent.setup>;
}

async function setup(storage = memoryStorage(), given?: Harness, givenTask?: Task): Promise<Setup> {
  const harness = given ?? (await createFakeKitHookHarness('newIndividual'));
  const task = givenTask ?? (await harness.createTask(ITEMS));
  let latest: UseTaskFormResult | undefined;
  const view = render(<TestTaskForm taskId={task.id} draftStorage={storage} onForm={(form) => (latest = form)} />, {
    wrapper: harness.wrapper,
  });
  await screen.findByRole('form', { name: 'Task' });
  return {
    harness,
    task,
    storage,
    form: () => latest as UseTaskFormResult,
    unmount: view.unmount,
    user: userEvent.setup(),
  };
}

const submissions = (harness: Harness) =>
  harness.sent.filter((request) => request.method === 'POST' && request.path.endsWith('/submissions'));
const requirementId = (task: Task, index: number) => task.requirements[index]?.id as string;

const OCCUPATION = 'What is your occupation?';
const TAX_ABSENT = "I don't have this: Tax identification numbers.";
const BILL = 'A recent utility bill.';

/** Answers every field of {@link ITEMS} (the first name is already there). */
async function fillIn({ harness, user }: Setup, occupation = 'Engineer'): Promise<string> {
  const bill = await harness.uploadPdf('utility_bill');
  await user.type(screen.getByRole('textbox', { name: OCCUPATION }), occupation);
  await user.click(screen.getByRole('checkbox', { name: TAX_ABSENT }));
  await user.type(screen.getByRole('textbox', { name: BILL }), bill);
  return bill;
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('given a task that cannot be read', () => {
  it('should report the error instead of a form', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    let latest: UseTaskFormResult | undefined;
    render(<TestTaskForm taskId="tsk_missing" draftStorage={false} onForm={(form) => (latest = form)} />, { wrapper: harness.wrapper });

    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(latest?.loadError?.status).toBe(404);
    expect(latest?.model).toBeUndefined();
  });

  it('should show the form once the read fails no more and the form reads it again', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(ITEMS);
    harness.intercept(async (request, pass) =>
      request.path.endsWith(`/tasks/${task.id}`)
        ? new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } })
        : pass(),
    );
    let latest: UseTaskFormResult | undefined;
    render(<TestTaskForm taskId={task.id} draftStorage={false} onForm={(form) => (latest = form)} />, { wrapper: harness.wrapper });
    expect(await screen.findByText('error')).toBeInTheDocument();

    harness.intercept(null);
    await act(() => (latest as UseTaskFormResult).reload());
    expect(await screen.findByRole('form', { name: 'Task' })).toBeInTheDocument();
    expect(latest?.loadError).toBeNull();
  });
});

describe('given a headless text field over useTaskTextField', () => {
  const HELPED = [{ request: { type: 'text', prompt: 'What is your occupation? As written on your payslip.' } }];

  it('should tie its label, help and error to the input through the prop objects alone', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(HELPED);
    const { user, harness: used } = await setup(memoryStorage(), harness, task);
    const input = screen.getByRole('textbox', { name: OCCUPATION });
    expect(input).toHaveAccessibleDescription('As written on your payslip.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(`As written on your payslip. ${OCCUPATION}: required`);
    expect(input).toHaveFocus();
    expect(submissions(used)).toHaveLength(0);
    await expectNoAxeViolations(document.body);

    await user.type(input, 'Poet');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(input).toHaveAccessibleDescription('As written on your payslip.');
  });
});

describe('given a field hook outside a TaskFormProvider', () => {
  it('should say which hook was called and what it needs', () => {
    const field = { id: 'req_1', kind: 'text', label: 'Occupation' } as FormField;
    function Lone() {
      useTaskTextField(field);
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lone />)).toThrow('`useTaskTextField` must be called inside a <TaskFormProvider');
    spy.mockRestore();
  });
});

describe('given a task asking for a profile field the customer already holds', () => {
  it('should start the field at the customer value and the others empty', async () => {
    await setup();
    expect(screen.getByRole('textbox', { name: 'First name, as on your identity document.' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'What is your occupation?' })).toHaveValue('');
  });
});

describe('given a person typing', () => {
  const FIRST_NAME = 'First name, as on your identity document.';

  async function renderCounted() {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(ITEMS);
    const renders: string[] = [];
    const storage = memoryStorage();
    render(<TestTaskForm taskId={task.id} draftStorage={storage} onEntryRender={(id) => renders.push(id)} />, { wrapper: harness.wrapper });
    await screen.findByRole('textbox', { name: OCCUPATION });
    renders.length = 0;
    return { task, renders, storage, user: userEvent.setup() };
  }

  it('should re-render only the field typed in, for a field bound by value', async () => {
    const { task, renders, user } = await renderCounted();

    await user.type(screen.getByRole('textbox', { name: FIRST_NAME }), 'nne');

    expect(renders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(renders)).toEqual(new Set([requirementId(task, 0)]));
  });

  it('should re-render nothing at all for a text field, and still keep every character and the draft', async () => {
    const { task, renders, storage, user } = await renderCounted();

    await user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Poet');
    window.dispatchEvent(new Event('pagehide'));

    expect(renders).toEqual([]);
    expect(screen.getByRole('textbox', { name: OCCUPATION })).toHaveValue('Poet');
    expect(storage.items.get(`paykit:task-draft:${task.id}`)).toContain('Poet');
  });

  it('should re-render a text field once when its error appears and once when it goes', async () => {
    const { task, renders, user } = await renderCounted();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(`${OCCUPATION}: required`);
    const occupationId = requirementId(task, 1);
    renders.length = 0;

    await user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Poet');

    await waitFor(() => expect(screen.queryByText(`${OCCUPATION}: required`)).toBeNull());
    expect(renders.filter((id) => id === occupationId)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: OCCUPATION })).not.toHaveAttribute('aria-invalid');
  });
});

describe('given a filled-in task', () => {
  it('should submit exactly one answer per requirement, in order, with the current revision', async () => {
    const { harness, task, user, form } = await setup();
    const bill = await harness.uploadPdf('utility_bill');
    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'Engineer');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this: Tax identification numbers." }));
    await user.type(screen.getByRole('textbox', { name: 'A recent utility bill.' }), bill);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(form().submitStatus).toBe('submitted'));
    expect(submissions(harness).map((request) => request.body)).toEqual([
      {
        taskRevision: task.revision,
        answers: [
          { requirementId: requirementId(task, 0), answerType: 'profile', value: 'Ada' },
          { requirementId: requirementId(task, 1), answerType: 'text', value: 'Engineer' },
          { requirementId: requirementId(task, 2), answerType: 'absence' },
          { requirementId: requirementId(task, 3), answerType: 'document', documentIds: [bill] },
        ],
      },
    ]);
    const stored = await harness.client.getTask(task.id);
    expect(stored.status).toBe('in_review');
  });
});

describe('given a submit with a required answer missing', () => {
  it('should send nothing, report the error and focus the first invalid field in form order', async () => {
    const { harness, user, form } = await setup();
    await user.clear(screen.getByRole('textbox', { name: 'First name, as on your identity document.' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(form().submitStatus).toBe('invalid'));
    expect(submissions(harness)).toEqual([]);
    expect(form().invalidCount).toBe(4);
    expect(screen.getByRole('textbox', { name: 'First name, as on your identity document.' })).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First name, as on your identity document.: required',
      'What is your occupation?: required',
      'Tax identification numbers.: required',
      'A recent utility bill.: required',
    ]);
  });

  it('should clear a field error as soon as the field is answered', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('What is your occupation?: required');

    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'E');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this: Tax identification numbers." }));

    await waitFor(() => expect(screen.queryByText('What is your occupation?: required')).toBeNull());
    expect(screen.queryByText('Tax identification numbers.: required')).toBeNull();
    expect(screen.getByText('A recent utility bill.: required')).toBeInTheDocument();
  });
});

describe('given a new try at a field after a failed submit', () => {
  it('should forget the stale error until the value is checked again', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(`${BILL}: required`);

    await user.click(screen.getByRole('button', { name: `New file: ${BILL}` }));
    expect(screen.queryByText(`${BILL}: required`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`${BILL}: required`)).toBeInTheDocument();
  });
});

describe('given answers the server refuses', () => {
  it('should put the errors at their fields, keep what was typed and focus the first', async () => {
    const { harness, task, user, form } = await setup();
    const statement = await harness.uploadPdf('bank_statement');
    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'Engineer');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this: Tax identification numbers." }));
    const bill = screen.getByRole('textbox', { name: 'A recent utility bill.' });
    await user.type(bill, statement);
    // Focus lands once the field is marked, so a screen reader announces it with its error.
    const invalidAtFocus: (string | null)[] = [];
    bill.addEventListener('focus', () => invalidAtFocus.push(bill.getAttribute('aria-invalid')));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(form().submitStatus).toBe('invalid'));
    expect(form().submitError?.code).toBe('validation_error');
    expect(form().invalidCount).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('A recent utility bill.: document_type_not_accepted');
    await waitFor(() => expect(bill).toHaveFocus());
    expect(invalidAtFocus).toEqual(['true']);
    expect(screen.getByRole('textbox', { name: 'What is your occupation?' })).toHaveValue('Engineer');
    expect(form().getValues().answers?.[requirementId(task, 3)]).toEqual([statement]);
  });
});

describe('given a task that changed since it was read', () => {
  it('should read it again, keep what was typed, say what changed, and submit the new revision next', async () => {
    const setupResult = await setup();
    const { harness, task, user, form } = setupResult;
    const bill = await fillIn(setupResult, 'Engineer');
    const occupationId = requirementId(task, 1);
    // Another tab submitted the task, and the reviewer asked for a better occupation.
    await harness.api.post(`/v3/customers/${harness.scenario.customerId}/tasks/${task.id}/submissions`, {
      taskRevision: task.revision,
      answers: [
        { requirementId: requirementId(task, 0), answerType: 'profile', value: 'Ada' },
        { requirementId: occupationId, answerType: 'text', value: 'Stuff' },
        { requirementId: requirementId(task, 2), answerType: 'absence' },
        { requirementId: requirementId(task, 3), answerType: 'document', documentIds: [bill] },
      ],
    });
    await harness.api.post(`/v3/sandbox/tasks/${task.id}/review`, {
      outcome: 'changes_requested',
      requirements: { [occupationId]: { code: 'too_vague', message: 'Say what you do.' } },
    });
    const fresh = await harness.client.getTask(task.id);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(form().submitStatus).toBe('conflict'));
    expect(form().conflict).toMatchObject({ previousRevision: task.revision, revision: fresh.revision, addedFieldIds: [], removed: [] });
    expect(form().conflict?.changedFieldIds).toContain(occupationId);
    expect(form().model?.taskRevision).toBe(fresh.revision);
    expect(screen.getByRole('textbox', { name: OCCUPATION })).toHaveValue('Engineer');
    expect(screen.getByText(`Changed: ${OCCUPATION}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('submitted'));
    expect(submissions(harness).at(-1)?.body).toEqual({
      taskRevision: fresh.revision,
      answers: [{ requirementId: occupationId, answerType: 'text', value: 'Engineer' }],
    });
    expect(form().conflict).toBeNull();
  });
});

describe('given a draft', () => {
  it('should restore what was typed after the form is mounted again', async () => {
    const storage = memoryStorage();
    const first = await setup(storage);
    await first.user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Engineer');
    first.unmount();

    await setup(storage, first.harness, first.task);
    expect(screen.getByRole('textbox', { name: OCCUPATION })).toHaveValue('Engineer');
    expect(screen.getByRole('textbox', { name: 'First name, as on your identity document.' })).toHaveValue('Ada');
  });

  it('should say the answers were restored from a draft, and no longer once discarded', async () => {
    const storage = memoryStorage();
    const first = await setup(storage);
    expect(first.form().isDraftRestored).toBe(false);
    await first.user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Engineer');
    await first.user.click(screen.getByRole('checkbox', { name: TAX_ABSENT }));
    first.unmount();

    const second = await setup(storage, first.harness, first.task);
    await waitFor(() => expect(second.form().isDraftRestored).toBe(true));
    expect(screen.getByRole('checkbox', { name: TAX_ABSENT })).toBeChecked();

    act(() => second.form().discardDraft());
    await waitFor(() => expect(second.form().isDraftRestored).toBe(false));
    expect(screen.getByRole('textbox', { name: OCCUPATION })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: TAX_ABSENT })).not.toBeChecked();
  });

  it('should never store a document id or a tax identifier, whenever it is written', async () => {
    const storage = memoryStorage();
    const { harness, task, user } = await setup(storage);
    const bill = await harness.uploadPdf('utility_bill');
    await user.click(screen.getByRole('textbox', { name: 'Tax identification numbers.' }));
    await user.paste('[{"type":"ssn","country":"US","value":"123-45-6789"}]');
    await user.type(screen.getByRole('textbox', { name: BILL }), bill);
    await user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Engineer');
    window.dispatchEvent(new Event('pagehide'));

    const stored = storage.items.get(`paykit:task-draft:${task.id}`);
    expect(stored).toContain('Engineer');
    await waitFor(() => expect(storage.writes.length).toBeGreaterThan(0));
    for (const write of storage.writes) {
      expect(write).not.toContain(bill);
      expect(write).not.toContain('123-45-6789');
    }
  });

  it('should forget the draft once the submission is accepted, and on discard', async () => {
    const storage = memoryStorage();
    const setupResult = await setup(storage);
    const { task, user, form } = setupResult;
    await user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Poet');
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(`paykit:task-draft:${task.id}`)).toBe(true);

    act(() => form().discardDraft());
    expect(storage.items.has(`paykit:task-draft:${task.id}`)).toBe(false);
    expect(screen.getByRole('textbox', { name: OCCUPATION })).toHaveValue('');

    await fillIn(setupResult);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('submitted'));
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(`paykit:task-draft:${task.id}`)).toBe(false);
  });

  it('should keep working when the storage refuses to write', async () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const setupResult = await setup(storage as unknown as ReturnType<typeof memoryStorage>);
    await fillIn(setupResult);
    window.dispatchEvent(new Event('pagehide'));
    await setupResult.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(setupResult.form().submitStatus).toBe('submitted'));
  });
});

describe('given a submit already in flight', () => {
  it('should send the submission once', async () => {
    const setupResult = await setup();
    const { harness, form } = setupResult;
    await fillIn(setupResult);

    await act(async () => {
      await Promise.all([form().submit(), form().submit()]);
    });

    expect(form().submitStatus).toBe('submitted');
    expect(submissions(harness)).toHaveLength(1);
  });
});

describe('given a submission whose answer was lost on the way back', () => {
  it('should send it again under the same idempotency key and succeed', async () => {
    const setupResult = await setup();
    const { harness, user, form } = setupResult;
    await fillIn(setupResult);
    harness.intercept(async (request, pass) => {
      const response = await pass();
      if (request.method === 'POST' && request.path.endsWith('/submissions')) throw new TypeError('Failed to fetch');
      return response;
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('failed'));
    expect(form().submitError?.kind).toBe('network');

    harness.intercept(null);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('submitted'));

    const [first, retry] = submissions(harness);
    expect(first?.idempotencyKey).toMatch(/^pk_/);
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(retry?.body).toEqual(first?.body);
  });
});

describe('given a submission accepted but whose answer cannot be read', () => {
  it('should send the second press under the same idempotency key, so the task holds one submission', async () => {
    const setupResult = await setup();
    const { harness, task, user, form } = setupResult;
    await fillIn(setupResult);
    harness.intercept(spoilFirstAnswer('POST', /\/submissions$/, 'truncated'));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('failed'));
    expect(form().submitError).toMatchObject({ kind: 'unexpected', outcome: 'unknown' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('submitted'));

    const [first, second] = submissions(harness);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect((await harness.client.listSubmissions(task.id)).data).toHaveLength(1);
  });
});

describe('given an alternative group', () => {
  async function proofOfAddress() {
    const harness = await createFakeKitHookHarness('individualWithOpenTasks');
    const tasks = await Promise.all(harness.scenario.taskIds.map((id) => harness.client.getTask(id)));
    const task = tasks.find((each) => each.requirements.some((requirement) => requirement.alternativeKey === 'proof_of_address')) as Task;
    return setup(memoryStorage(), harness, task);
  }

  it('should ask for one member, focus the group, and send only the member answered', async () => {
    const { harness, task, user, form } = await proofOfAddress();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('proof_of_address: choice_required');
    expect(screen.getByRole('radio', { name: /^Choose A utility bill/ })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'proof_of_address' })).toHaveAccessibleDescription(
      'Choose one way to answer. proof_of_address: choice_required',
    );
    expect(submissions(harness)).toEqual([]);

    const statement = await harness.uploadPdf('bank_statement');
    await user.type(screen.getByRole('textbox', { name: /^A bank statement/ }), statement);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('radio', { name: /^Choose A bank statement/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form().submitStatus).toBe('submitted'));
    const member = task.requirements.find((requirement) => requirement.key.endsWith('bank_statement'));
    expect(submissions(harness)[0]?.body).toEqual({
      taskRevision: task.revision,
      answers: [{ requirementId: member?.id, answerType: 'document', documentIds: [statement] }],
    });
  });
  it('should not show the error of a member chosen after a failed submit until it is answered or submitted', async () => {
    const { user } = await proofOfAddress();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('proof_of_address: choice_required');

    await user.click(screen.getByRole('radio', { name: /^Choose A bank statement/ }));
    await waitFor(() => expect(screen.queryByText('proof_of_address: choice_required')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Choose A utility bill/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A utility bill.*: required$/);
  });
});

describe("given React's strict mode", () => {
  it('should check, keep the draft and submit as usual', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(ITEMS);
    const storage = memoryStorage();
    let latest: UseTaskFormResult | undefined;
    render(
      <StrictMode>
        <TestTaskForm taskId={task.id} draftStorage={storage} onForm={(form) => (latest = form)} />
      </StrictMode>,
      { wrapper: harness.wrapper },
    );
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Task' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`${OCCUPATION}: required`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: OCCUPATION }), 'Engineer');
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.get(`paykit:task-draft:${task.id}`)).toContain('Engineer');

    await user.click(screen.getByRole('checkbox', { name: TAX_ABSENT }));
    await user.type(screen.getByRole('textbox', { name: BILL }), await harness.uploadPdf('utility_bill'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(latest?.submitStatus).toBe('submitted'));
  });
});
