import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import type { TaskFieldError } from '../../hooks/forms/index.js';
import { fieldAria } from '../../hooks/forms/fieldAria.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { fieldOf } from '../test-support/fieldFixtures.js';
import { renderEditableField } from './renderEditableField.js';

const noop = () => undefined;
const REQUIRED: TaskFieldError = { source: 'client', problem: { code: 'required', message: 'required' } };

/** Stands for a document control: picking a file is a new try, rejected here before any upload. */
function PickerControl({ inputAria, onNewAttempt }: TaskFieldControlProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        id={inputAria.id}
        aria-describedby={inputAria['aria-describedby']}
        onClick={() => {
          onNewAttempt?.();
          setRejection('This file type is not accepted.');
        }}
      >
        Choose a file
      </button>
      {rejection && <p>{rejection}</p>}
    </>
  );
}

function DocumentField() {
  const { t } = useMessages(taskFormEn, fieldsEn, reasonsEn);
  const [error, setError] = useState<TaskFieldError | null>(REQUIRED);
  const field = fieldOf({ type: 'document', valueType: 'document', prompt: 'A recent utility bill.' });
  const aria = fieldAria({ inputId: 'bill', hasDescription: false, isInvalid: error !== null, isRequired: true });
  return renderEditableField({
    t,
    fieldControl: { Control: PickerControl, labelling: 'fieldset' },
    inputAria: aria.inputAria,
    state: {
      ...aria,
      isInvalid: error !== null,
      field,
      error,
      isAbsent: false,
      setAbsent: noop,
      clearError: () => setError(null),
      isChanged: false,
    },
    binding: { value: [], onChange: noop, onBlur: noop, focusRef: noop },
  });
}

describe('given a field with an error from the last submit', () => {
  it('should drop that error when its control starts a new try, leaving the control to say what happened', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PaykitProvider locale="en" events={false}>
        <DocumentField />
      </PaykitProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Add a document.');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Choose a file' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('This file type is not accepted.')).toBeInTheDocument();
  });
});
