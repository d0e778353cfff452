import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requirement, task } from '../../core/forms/test-support/taskFixtures.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskStatusNotice } from './TaskStatusNotice.js';

describe('given a task that takes no answers', () => {
  it.each([
    ['satisfied', 'This task is done.'],
    ['canceled', 'This task was canceled.'],
    ['paused_by_operator', 'This task is paused by operator.'],
  ])('should say a %s task is so, politely', async (status, text) => {
    const { container } = await renderWithFakeKit(<TaskStatusNotice task={task([], { status })} />, { scenario: 'newIndividual' });
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await expectNoAxeViolations(container);
  });

  it('should give the reviewer reasons of a rejected task once each', async () => {
    const rejectedFeedback = { code: 'information_mismatch', message: 'RAW-API-WORDING' };
    const rejected = task(
      [
        requirement('req_1', { status: 'rejected', reviewFeedback: rejectedFeedback }),
        requirement('req_2', { status: 'rejected', reviewFeedback: rejectedFeedback }),
        requirement('req_3', { status: 'rejected', reviewFeedback: { code: 'brand_new_feedback', message: 'RAW-API-WORDING-2' } }),
      ],
      { status: 'rejected' },
    );
    await renderWithFakeKit(<TaskStatusNotice task={rejected} />, { scenario: 'newIndividual' });
    expect(screen.getByRole('status')).toHaveTextContent("This task wasn't accepted.");
    expect(screen.getAllByText('This does not match other information we have.')).toHaveLength(1);
    expect(screen.getByRole('status')).not.toHaveTextContent('RAW-API-WORDING');
  });
});
