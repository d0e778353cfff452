import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles/index.css';
import type { Task } from '../../core/schemas/index.js';
import { clickNotingPosition } from '../test-support/pressedInPlace.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './index.js';

// In Chromium, unlike jsdom: the kit's stylesheet lays the form out, and a click is a real
// pointer's press and release at one spot of the page, so what moves between them is missed.

afterEach(() => cleanup());

function TaskFormOf({ getTask }: { getTask: () => Task | undefined }) {
  const task = getTask();
  return task ? (
    <div data-paykit-root="" className="paykit-root">
      <TaskForm taskId={task.id} draftStorage={false} />
    </div>
  ) : null;
}

/** The individual profile task: a monthly volume (money), then the payments expected (checkboxes) below it. */
async function renderProfileTask() {
  let task: Task | undefined;
  await renderWithFakeKit(<TaskFormOf getTask={() => task} />, {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ client, scenario }) => {
      const tasks = await Promise.all(scenario.taskIds.map((taskId) => client.getTask(taskId)));
      task = tasks.find((each) => JSON.stringify(each.requirements).includes('/financialProfile/expectedMonthlyVolume'));
    },
  });
  return await screen.findByRole('textbox', { name: 'Amount' });
}

describe('given a failed submit, then the money field fixed', () => {
  it('should tick the next checkbox at the first click, with nothing moving under the pointer', async () => {
    const amount = await renderProfileTask();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await userEvent.click(amount);
    // Typed as people write it, with a thousands separator: the form sends 1500 and shows 1,500 once the field is left.
    await userEvent.keyboard('1,500');
    const payments = screen.getByRole('group', { name: /Which payments do you expect to make or receive\?/ });
    const [checkbox] = within(payments).getAllByRole('checkbox') as [HTMLElement];
    const seen = await clickNotingPosition(checkbox);
    expect(checkbox).toBeChecked();
    expect(seen.pointerup).toBeDefined();
    expect(seen.pointerup).toBe(seen.pointerdown);
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(amount).toHaveValue('1,500');
  });
});
