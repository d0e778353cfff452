import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildField, type FormField } from '../../core/forms/index.js';
import { requirement } from '../../core/forms/test-support/taskFixtures.js';
import type { RequirementConstraints } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import type { FakePlatform } from '../../testing/index.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { DocumentControl } from './DocumentControl.js';
import { useNodeMultipart } from '../test-support/nodeMultipart.js';
import { fieldAria } from '../../hooks/forms/fieldAria.js';

beforeEach(useNodeMultipart);
afterEach(() => vi.unstubAllGlobals());

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const pdf = (name = 'bill.pdf') => new File([new Uint8Array(PDF)], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

const documentField = (constraints: RequirementConstraints): FormField =>
  buildField(
    requirement('req_1', {
      key: 'proof_of_address',
      request: { type: 'document', valueType: 'document', prompt: 'A proof of address.', constraints },
    }),
    null,
  );

/** The ARIA a task form gives a required, valid control with no description. */
const REQUIRED_ARIA = fieldAria({ inputId: 'document-control', hasDescription: false, isInvalid: false, isRequired: true }).inputAria;

/** The control inside the fieldset a task form gives it, holding its value. */
function Harness({ field, onValue }: { field: FormField; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(field.defaultValue);
  return (
    <fieldset>
      <legend>{field.label}</legend>
      <DocumentControl
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        onBlur={() => undefined}
        focusRef={() => undefined}
        inputAria={REQUIRED_ARIA}
      />
    </fieldset>
  );
}

async function renderControl(constraints: RequirementConstraints) {
  const onValue = vi.fn();
  const rendered = await renderWithFakeKit(<Harness field={documentField(constraints)} onValue={onValue} />, { scenario: 'newIndividual' });
  return { ...rendered, onValue, user: userEvent.setup() };
}

describe('given a document field that accepts two document types', () => {
  it('should upload the chosen file as the chosen type and answer with its id', async () => {
    const { user, onValue, client, container } = await renderControl({
      acceptedDocumentTypes: ['utility_bill', 'bank_statement'],
      acceptedFormats: ['pdf', 'png'],
      maxAgeDays: 90,
    });

    expect(screen.getByText(/Accepted formats: PDF or PNG\. Up to 10\.5 MB per file\. Issued in the last 90 days\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of document' }), 'Bank statement');
    await user.upload(screen.getByLabelText('Choose a file'), pdf('statement.pdf'));

    expect(await screen.findByText('statement.pdf uploaded.')).toBeInTheDocument();
    const [ids] = onValue.mock.lastCall as [string[]];
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^doc_/);
    const stored = await client.listDocuments();
    expect(stored.data.find((document) => document.id === ids[0])?.documentType).toBe('bank_statement');
    expect(screen.getByRole('list', { name: 'Files added' })).toHaveTextContent('statement.pdf');
    await expectNoAxeViolations(container);
  });
});

describe('given a file that is not what its name says', () => {
  it('should refuse it before sending, in words, and send nothing', async () => {
    const { user, onValue, client } = await renderControl({ acceptedFormats: ['pdf'] });

    await user.upload(screen.getByLabelText('Choose a file'), new File([new TextEncoder().encode('<html></html>')], 'bill.pdf'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bill.pdf is not an accepted file. Choose a PDF file.');
    // The field's error style (danger tone), not a paragraph of its own.
    expect(alert).toHaveClass('paykit-field-error');
    expect(alert).toHaveAttribute('data-slot', 'document-error');
    expect(onValue).not.toHaveBeenCalled();
    expect((await client.listDocuments()).data).toHaveLength(0);
  });
});

/** Makes the fake platform unreachable for uploads while `isDown()` says so, or never answer them. */
function interceptUploads(platform: FakePlatform, answer: 'unreachable' | 'never', isDown: () => boolean = () => true) {
  const handle = platform.handle.bind(platform);
  return vi.spyOn(platform, 'handle').mockImplementation(async (request: Request) => {
    if (request.method !== 'POST' || !request.url.endsWith('/documents') || !isDown()) return handle(request);
    if (answer === 'never') return new Promise<Response>(() => undefined);
    throw new TypeError('fetch failed');
  });
}

describe('given an upload that fails on the way', () => {
  it('should explain the failure and upload the same file on retry', { timeout: 15_000 }, async () => {
    const { user, onValue, platform } = await renderControl({});
    let isDown = true;
    interceptUploads(platform, 'unreachable', () => isDown);

    await user.upload(screen.getByLabelText('Choose a file'), pdf());
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try the upload again' }));

    expect(await screen.findByText('bill.pdf uploaded.')).toBeInTheDocument();
    expect(onValue).toHaveBeenCalledWith([expect.stringMatching(/^doc_/)]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('given an upload still on its way', () => {
  it('should let the person cancel it', async () => {
    const { user, onValue, platform } = await renderControl({});
    interceptUploads(platform, 'never');

    await user.upload(screen.getByLabelText('Choose a file'), pdf());
    expect(await screen.findByText('Uploading bill.pdf…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText('Upload of bill.pdf canceled.')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('given a field that takes one document', () => {
  it('should preview an uploaded image, hide the picker, and let the person remove it', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    const revokeObjectURL = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revokeObjectURL);
    const field = documentField({ maxItems: 1 });
    const onValue = vi.fn();
    await renderWithFakeKit(<Harness field={field} onValue={onValue} />, { scenario: 'newIndividual' });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Choose a file'), png());

    expect(await screen.findByRole('img', { name: 'Preview of photo.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('button', { name: 'Choose a file' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));

    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.getByText('photo.png removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });
});

/** The control bound the way a task form binds it: react-hook-form, with the answer sent before as the default. */
function FormHarness({ field, defaultIds }: { field: FormField; defaultIds: string[] }) {
  const { control } = useForm<{ ids: unknown }>({ defaultValues: { ids: defaultIds } });
  const answer = useWatch({ control, name: 'ids' });
  const { field: bound } = useController({ control, name: 'ids' });
  return (
    <fieldset>
      <legend>{field.label}</legend>
      <DocumentControl
        field={field}
        value={bound.value}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
        focusRef={bound.ref}
        inputAria={REQUIRED_ARIA}
      />
      <output aria-label="Answer">{JSON.stringify(answer)}</output>
    </fieldset>
  );
}

describe('given a changes_requested round whose answer already holds a document', () => {
  it('should empty the answer when the person removes it, not fall back to the file sent before', async () => {
    let documentId = '';
    await renderWithFakeKit(<FormHarnessLoader field={documentField({})} getIds={() => [documentId]} />, {
      scenario: 'newIndividual',
      prepare: async ({ client }) => {
        documentId = (await client.uploadDocument({ file: pdf(), purpose: 'proof_of_address' })).id;
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove bill.pdf' }));

    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('[]');
    expect(screen.queryByRole('list', { name: 'Files added' })).not.toBeInTheDocument();
    expect(screen.getByText('bill.pdf removed.')).toBeInTheDocument();
  });
});

/** Reads the default ids once the scenario has uploaded the document. */
function FormHarnessLoader({ field, getIds }: { field: FormField; getIds: () => string[] }) {
  const [ids] = useState(getIds);
  return <FormHarness field={field} defaultIds={ids} />;
}

describe('given the capture methods', () => {
  it('should offer only the camera when the requirement asks for a photo', async () => {
    await renderControl({ captureMethods: ['camera'], acceptedFormats: ['pdf', 'jpeg'] });

    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a file' })).not.toBeInTheDocument();
    const camera = screen.getByLabelText('Take a photo', { selector: 'input' });
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,.jpg');
  });

  it('should offer only a file when uploads are the one method, and ignore unknown methods', async () => {
    await renderControl({ captureMethods: ['upload', 'carrier_pigeon'] });

    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
  });

  it('should fall back to a file when every method is unknown', async () => {
    await renderControl({ captureMethods: ['carrier_pigeon'] });

    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });
});
