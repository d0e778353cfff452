import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildField, type FormField } from '../../core/forms/index.js';
import { requirement } from '../../core/forms/test-support/taskFixtures.js';
import { createFakeKitBackend, createFakePlatform, runScenario, type ScenarioName } from '../../testing/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { useNodeMultipart } from '../test-support/nodeMultipart.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { renderFailingFirst } from '../text/test-support/renderFailingFirst.js';
import { ResourceReferenceControl } from './ResourceReferenceControl.js';

beforeEach(useNodeMultipart);
afterEach(() => vi.unstubAllGlobals());

const referenceField = (valueType: string): FormField =>
  buildField(
    requirement('req_1', {
      key: 'reference',
      request: { type: 'resource_reference', valueType, prompt: 'Which one controls the business?' },
    }),
    null,
  );

/** The control under the `<label>` a task form gives it, holding its value. */
function Harness({ field, onValue }: { field: FormField; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <div>
      <label htmlFor="reference-control">{field.label}</label>
      <ResourceReferenceControl
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        onBlur={() => undefined}
        focusRef={() => undefined}
        inputAria={{
          id: 'reference-control',
          'aria-describedby': undefined,
          'aria-invalid': undefined,
          'aria-required': true,
          disabled: undefined,
        }}
      />
    </div>
  );
}

async function renderReference<N extends ScenarioName>(valueType: string, scenario: N) {
  const onValue = vi.fn();
  const rendered = await renderWithFakeKit(<Harness field={referenceField(valueType)} onValue={onValue} />, { scenario });
  return { ...rendered, onValue, user: userEvent.setup() };
}

describe('given a reference to a related party', () => {
  it('should offer the business people by name and roles, and answer with the id', async () => {
    const { user, onValue, client, container } = await renderReference('related_party', 'businessWithRelatedParties');
    const select = screen.getByRole('combobox', { name: 'Which one controls the business?' });

    await screen.findByRole('option', { name: 'Charles Babbage — Director, Controlling person' });
    await user.selectOptions(select, 'Charles Babbage — Director, Controlling person');

    const charles = (await client.listRelatedParties()).data.find((party) => party.person?.firstName === 'Charles');
    expect(onValue).toHaveBeenLastCalledWith(charles?.id);
    await expectNoAxeViolations(container);
  });

  it('should add a person from the dialog and choose them', { timeout: 20_000 }, async () => {
    const { user, onValue } = await renderReference('related_party', 'businessWithRelatedParties');

    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Controlling person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/^rp_/)));
    const select = screen.getByRole('combobox', { name: 'Which one controls the business?' });
    expect(select).toHaveDisplayValue('Grace Hopper — Controlling person');
    // The select now holds the new person: focus waits there, not on the page.
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('should return focus to "Add a person" when the dialog is dismissed with Escape', async () => {
    const { user } = await renderReference('related_party', 'businessWithRelatedParties');

    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await screen.findByRole('dialog', { name: 'Add a person' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus());
  });

  it('should send an emptied choice as empty, not as "no change"', async () => {
    const { user, onValue } = await renderReference('related_party', 'businessWithRelatedParties');
    const select = screen.getByRole('combobox', { name: 'Which one controls the business?' });
    await screen.findByRole('option', { name: 'Charles Babbage — Director, Controlling person' });

    await user.selectOptions(select, 'Charles Babbage — Director, Controlling person');
    await user.selectOptions(select, 'Choose a person');

    expect(onValue).toHaveBeenLastCalledWith('');
  });
});

describe('given a reference to an account', () => {
  it('should offer the customer accounts', async () => {
    const { user, onValue, scenario } = await renderReference('account', 'readyForPayments');
    const select = screen.getByRole('combobox', { name: 'Which one controls the business?' });

    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(select, scenario.bankAccountId);

    expect(onValue).toHaveBeenLastCalledWith(scenario.bankAccountId);
  });
});

describe('given a reference to a document', () => {
  it('should upload a new document and choose it', async () => {
    const { user, onValue } = await renderReference('document', 'newIndividual');

    expect(await screen.findByText(/No documents uploaded yet/)).toBeInTheDocument();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a])], 'deed.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload a new document'), file);

    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/^doc_/)));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Which one controls the business?' })).toHaveDisplayValue(/^deed\.pdf/),
    );
  });
});

describe('given a reference to a kind the kit cannot list', () => {
  it('should let the person type the id', async () => {
    const { user, onValue } = await renderReference('recipient', 'newIndividual');

    expect(screen.getByText('Enter the identifier of the recipient this question refers to.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Which one controls the business?' }), 'rcp_123');

    expect(onValue).toHaveBeenLastCalledWith('rcp_123');
  });
});

describe('given the choices cannot be read at first', () => {
  async function renderFailing(valueType: string, failing: RegExp) {
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'businessWithRelatedParties');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    return renderFailingFirst(<Harness field={referenceField(valueType)} onValue={vi.fn()} />, { backend, failing });
  }

  it.each([
    [
      'related_party',
      /^GET .*\/related-parties$/,
      "We couldn't load the people of the business.",
      'Charles Babbage — Director, Controlling person',
    ],
    ['document', /^GET .*\/documents$/, "We couldn't load the choices.", null],
    ['account', /^GET .*\/accounts$/, "We couldn't load the choices.", null],
  ])('should say so for a %s reference and read them again on retry', async (valueType, failing, title, option) => {
    const user = userEvent.setup();
    const { matched } = await renderFailing(valueType, failing);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('Reference: req_flaky');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(matched()).toBe(2);
    if (option) expect(await screen.findByRole('option', { name: option })).toBeInTheDocument();
  });
});
