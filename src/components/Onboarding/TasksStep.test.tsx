import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { task } from '../../core/forms/test-support/taskFixtures.js';
import type { Capability } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TasksStep } from './TasksStep.js';

const ach: Capability = {
  id: 'ach_pooled',
  method: 'ach',
  directions: [],
  status: 'restricted',
  openTaskIds: ['tsk_profile', 'tsk_terms'],
  applications: [],
};
const noop = () => undefined;
const listShown = { openTaskId: null, onOpenTask: noop, onCloseTask: noop, onTaskSubmitted: noop, onSeeStatus: noop };

describe('given every task accepted', () => {
  it('should say that all is done rather than that answers will be reviewed, and name no payment method on done tasks', async () => {
    const tasks = [
      task([], { id: 'tsk_terms', name: 'Accept the terms of service', status: 'satisfied', scope: { type: 'customer', id: 'cus_1' } }),
      task([], { id: 'tsk_profile', name: 'Tell us about yourself', status: 'satisfied', scope: { type: 'capability', id: 'ach_pooled' } }),
    ];
    const { container } = await renderWithFakeKit(<TasksStep capabilities={[ach]} tasks={tasks} headingLevel={3} {...listShown} />, {
      scenario: 'newIndividual',
    });

    expect(screen.getByText(/Everything is done: every task was accepted/)).toBeInTheDocument();
    expect(screen.queryByText(/We'll review your answers/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Needed for/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('given some tasks handed in and one still to do', () => {
  it('should name the payment method only where the task waits on the person', async () => {
    const tasks = [
      task([], {
        id: 'tsk_terms',
        name: 'Accept the terms of service',
        status: 'in_review',
        scope: { type: 'capability', id: 'ach_pooled' },
      }),
      task([], { id: 'tsk_profile', name: 'Tell us about yourself', scope: { type: 'capability', id: 'ach_pooled' } }),
    ];
    await renderWithFakeKit(<TasksStep capabilities={[ach]} tasks={tasks} headingLevel={3} {...listShown} />, {
      scenario: 'newIndividual',
    });

    const [terms, profile] = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(terms).not.toHaveTextContent('Needed for');
    expect(profile).toHaveTextContent('Needed for ACH bank transfers');
  });
});
