import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTaskForm } from '../../core/forms/index.js';
import { ada, requirement, task } from '../../core/forms/test-support/taskFixtures.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskFormHeader } from './TaskFormHeader.js';

const feedback = { code: 'unclear', message: 'Give your full job title.' };

describe('given a task in a remediation round', () => {
  it('should show the name, why and when, and how many answers need changes', async () => {
    const remediation = task(
      [requirement('req_1', { reviewFeedback: feedback }), requirement('req_2', { reviewFeedback: feedback }), requirement('req_3')],
      {
        name: 'Tell us about yourself',
        remediationRound: 1,
        reason: { code: 'additional_information_requested', message: 'RAW-API-WORDING' },
        dueAt: '2026-05-01T12:00:00.000Z',
      },
    );
    const { container } = await renderWithFakeKit(
      <TaskFormHeader task={remediation} model={buildTaskForm(remediation, ada)} headingLevel={3} />,
      {
        scenario: 'newIndividual',
      },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByText('The review needs more information.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('RAW-API-WORDING');
    expect(screen.getByText('Due by May 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The reviewer asked for changes to 2 answers.');
    await expectNoAxeViolations(container);
  });
});

describe('given a first-round task without a name', () => {
  it('should fall back to a generic title and show no remediation notice', async () => {
    await renderWithFakeKit(<TaskFormHeader task={task([requirement('req_1')], { name: null })} />, { scenario: 'newIndividual' });
    expect(screen.getByRole('heading', { level: 2, name: 'Task' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('given a task with a required ask', () => {
  const required = task([requirement('req_1')], { name: 'Tell us about yourself' });
  const hint = 'Every question is required unless it is marked optional.';

  it('should say under the title that every question is required unless marked optional', async () => {
    await renderWithFakeKit(<TaskFormHeader task={required} model={buildTaskForm(required, ada)} />, { scenario: 'newIndividual' });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('should leave it out where the header heads no form', async () => {
    await renderWithFakeKit(<TaskFormHeader task={required} model={buildTaskForm(required, ada)} showsRequiredHint={false} />, {
      scenario: 'newIndividual',
    });
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});

describe('given a task whose reason code the kit does not know', () => {
  it('should show no reason line rather than the API wording', async () => {
    const unknown = task([requirement('req_1')], { name: 'About you', reason: { code: 'brand_new_reason', message: 'RAW-API-WORDING' } });
    const { container } = await renderWithFakeKit(<TaskFormHeader task={unknown} headingLevel={3} />, { scenario: 'newIndividual' });
    expect(screen.getByRole('heading', { level: 3, name: 'About you' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('RAW-API-WORDING');
    expect(container.querySelector('[data-slot="task-form-reason"]')).toBeNull();
  });
});
