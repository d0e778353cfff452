import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTaskForm } from '../../core/forms/index.js';
import { ada, requirement, task } from '../../core/forms/test-support/taskFixtures.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RevisionConflictNotice } from './RevisionConflictNotice.js';

const model = buildTaskForm(
  task([
    requirement('req_1', { request: { prompt: 'What is your occupation?' } }),
    requirement('req_2', { request: { prompt: 'Who is your employer?' } }),
  ]),
  ada,
);

describe('given a submit that met a newer revision of the task', () => {
  it('should name what changed, what is new and what is gone, and say the answers are kept', async () => {
    const { container } = await renderWithFakeKit(
      <RevisionConflictNotice
        model={model}
        conflict={{
          previousRevision: 2,
          revision: 3,
          changedFieldIds: ['req_1'],
          addedFieldIds: ['req_2'],
          removed: [{ id: 'req_0', label: 'Your phone number' }],
        }}
      />,
      { scenario: 'newIndividual' },
    );
    expect(screen.getByText('This task changed while you were answering it.')).toBeInTheDocument();
    expect(screen.getByText('Changed: What is your occupation?')).toBeInTheDocument();
    expect(screen.getByText('New: Who is your employer?')).toBeInTheDocument();
    expect(screen.getByText('No longer asked: Your phone number')).toBeInTheDocument();
    expect(screen.getByText('Your answers are kept. Check the changed questions and submit again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should still reassure when only the revision moved', async () => {
    await renderWithFakeKit(
      <RevisionConflictNotice
        model={model}
        conflict={{ previousRevision: 2, revision: 3, changedFieldIds: [], addedFieldIds: [], removed: [] }}
      />,
      { scenario: 'newIndividual' },
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Your answers are kept. Check the changed questions and submit again.')).toBeInTheDocument();
  });
});
