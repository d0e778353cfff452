import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../core/forms/index.js';
import { createFakeKitHookHarness } from './test-support/fakeKitHookHarness.js';
import { TaskFormProvider } from './TaskFormProvider.js';
import { useTaskForm } from './useTaskForm.js';
import { useTaskTextField } from './useTaskTextField.js';

const trim = (text: string) => text.trim();

function TrimmedField({ field }: { field: FormField }) {
  const { labelProps, inputProps, isInvalid } = useTaskTextField(field, { normalise: trim });
  return (
    <>
      <label {...labelProps}>{field.label}</label>
      <input {...inputProps} />
      {isInvalid && <p>invalid</p>}
    </>
  );
}

function TrimmedForm({ taskId }: { taskId: string }) {
  const form = useTaskForm({ taskId, draftStorage: false });
  if (!form.model) return null;
  return (
    <TaskFormProvider form={form}>
      <form aria-label="Task" {...form.getFormProps()}>
        {[...form.model.fieldsById.values()].map((field) => (
          <TrimmedField key={field.id} field={field} />
        ))}
        <button type="submit">Submit</button>
        {form.submitStatus === 'submitted' && <p>sent</p>}
      </form>
    </TaskFormProvider>
  );
}

describe('given a text field whose text is normalised', () => {
  it('should keep, check and send the normalised text from the first keystroke, with no blur in between', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask([{ request: { type: 'text', prompt: 'What is your occupation?' } }]);
    render(<TrimmedForm taskId={task.id} />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: /What is your occupation\?/ });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('invalid')).toBeInTheDocument();
    // Spaces alone are no answer, as they will be sent.
    await user.type(input, '   ');
    expect(screen.getByText('invalid')).toBeInTheDocument();
    await user.type(input, 'Poet  ');
    await waitFor(() => expect(screen.queryByText('invalid')).not.toBeInTheDocument());
    expect(input).toHaveValue('   Poet  ');

    // Enter submits from the input itself: no blur rewrites the text first.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('sent')).toBeInTheDocument();
    const submission = harness.sent.find((request) => request.method === 'POST' && request.path.endsWith('/submissions'));
    expect(submission?.body).toMatchObject({ answers: [{ answerType: 'text', value: 'Poet' }] });
  });
});
