import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaykitError } from '../../../core/client/index.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { renderWithFakeKit } from '../../test-support/renderWithFakeKit.js';
import { FormErrorSummary } from './FormErrorSummary.js';

const items = [
  { key: 'field:req_1', targetId: 'occupation', text: 'Occupation: Enter an answer.' },
  { key: 'group:proof', targetId: 'proof-first', text: 'Proof: choose one way to answer' },
];

function Form() {
  return (
    <>
      <FormErrorSummary items={items} />
      <label htmlFor="occupation">Occupation</label>
      <input id="occupation" />
      <input id="proof-first" type="radio" name="proof" aria-label="Utility bill" />
    </>
  );
}

describe('given a submit the client refused', () => {
  it('should announce how many fields to correct and move focus to the one a link names', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithFakeKit(<Form />, { scenario: 'newIndividual' });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct 2 fields before you submit.');
    await user.click(within(summary).getByRole('link', { name: 'Proof: choose one way to answer' }));
    expect(screen.getByRole('radio', { name: 'Utility bill' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Occupation: Enter an answer.' }));
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});

describe('given a submit the server refused or never received', () => {
  it('should list the errors no field owns', async () => {
    await renderWithFakeKit(
      <FormErrorSummary
        items={[]}
        formErrors={[
          { pointer: '/taskRevision', code: 'stale', message: 'RAW-API-WORDING' },
          { pointer: '', code: 'required', message: 'RAW-API-WORDING-2' },
        ]}
        error={new PaykitError({ kind: 'problem', status: 422, code: 'validation_error' })}
      />,
      { scenario: 'newIndividual' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Your answers weren't accepted.");
    const [unknown, known] = screen.getAllByRole('listitem');
    expect(unknown).toHaveTextContent('Check this answer.');
    expect(known).toHaveTextContent('Enter an answer.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('RAW-API-WORDING');
  });

  it("should explain a refused submit in the kit's words, never the problem's detail", async () => {
    await renderWithFakeKit(
      <FormErrorSummary
        items={[]}
        error={
          new PaykitError({ kind: 'problem', status: 409, code: 'brand_new_conflict', detail: 'RAW-API-WORDING', correlationId: 'req_7' })
        }
      />,
      { scenario: 'newIndividual' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Your answers weren't accepted.");
    expect(alert).toHaveTextContent('Check your answers and submit again. If this keeps happening, contact support.');
    expect(alert).toHaveTextContent('req_7');
    expect(alert).not.toHaveTextContent('RAW-API-WORDING');
  });

  it('should say what happened and give the reference for an unexpected failure', async () => {
    await renderWithFakeKit(
      <FormErrorSummary
        items={[]}
        error={new PaykitError({ kind: 'problem', status: 500, code: 'internal_error', correlationId: 'req_42' })}
      />,
      { scenario: 'newIndividual' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByText('Reference: req_42')).toBeInTheDocument();
  });

  it('should render nothing when there is nothing to say', async () => {
    const { container } = await renderWithFakeKit(<FormErrorSummary items={[]} />, { scenario: 'newIndividual' });
    expect(container.querySelector('[data-slot="task-form-error-summary"]')).toBeNull();
  });
});
