import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { PaykitEvent } from '../core/events/index.js';
import { PaykitProvider } from '../hooks/index.js';
import { Onboarding } from './Onboarding/index.js';
import { useNodeMultipart } from './test-support/nodeMultipart.js';
import { renderWithFakeKit } from './test-support/renderWithFakeKit.js';
import { ErrorCallout } from './text/index.js';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('given an error shown in a StrictMode app', () => {
  it('should report it once with its code and correlation id, and a new failure again', () => {
    const events: PaykitEvent[] = [];
    const client = { baseUrl: '/api/paykit' } as never;
    const ui = (error: unknown) => (
      <PaykitProvider client={client} events={false} locale="en" onEvent={(event) => events.push(event)}>
        <ErrorCallout title="We couldn't load your payment methods." error={error} />
      </PaykitProvider>
    );
    const failure = new PaykitError({ kind: 'problem', status: 503, code: 'service_unavailable', correlationId: 'req_9f2', detail: 'Ada' });
    const view = render(ui(failure), { reactStrictMode: true });
    view.rerender(ui(failure));
    expect(events).toEqual([
      { type: 'error_shown', code: 'service_unavailable', correlationId: 'req_9f2', version: 1, at: expect.any(String) as string },
    ]);

    view.rerender(ui(new PaykitError({ kind: 'network' })));
    expect(events.map((event) => event.type === 'error_shown' && event.code)).toEqual(['service_unavailable', 'network']);
  });
});

/** Answers only the person knows, each distinctive enough to be found in any text. */
const ANSWERS = {
  name: 'Zelda Quixotic-Marchbanks',
  email: 'zelda.quixotic@example.org',
  phone: '+1 415 555 0199',
  taxId: '987-65-4329',
  fileName: 'zelda-quixotic-passport-scan.pdf',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46];

describe('given a whole onboarding journey with personal answers', () => {
  beforeEach(useNodeMultipart);

  it('should report the journey step by step, and no event should carry anything the person typed or uploaded', async () => {
    const user = userEvent.setup();
    const { events } = await renderWithFakeKit(<Onboarding />, {
      scenario: 'newIndividual',
      strictMode: true,
      prepare: async ({ client }) => {
        await client.createSandboxTask({
          scope: { type: 'customer' },
          items: [
            { request: { type: 'text', prompt: 'Your full name' } },
            { request: { type: 'text', prompt: 'Your email address' } },
            { request: { type: 'text', prompt: 'Your phone number' } },
            { request: { type: 'text', prompt: 'Your tax identification number' } },
            {
              request: { type: 'document', prompt: 'A scan of your passport.' },
              constraints: { acceptedDocumentTypes: ['passport'], acceptedFormats: ['pdf'] },
            },
          ],
        });
      },
    });
    await screen.findByRole('group', { name: 'Payment methods on offer' });
    await user.click(screen.getByRole('checkbox', { name: 'ACH bank transfers (shared account)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Request this method' }));
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    const asked = within(tasks)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Additional information requested')) as HTMLElement;
    await user.click(within(asked).getByRole('button', { name: /Start/ }));

    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(events.map((event) => event.type)).toContain('task_failed'));
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), ANSWERS.name);
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), ANSWERS.email);
    await user.type(screen.getByRole('textbox', { name: 'Your phone number' }), ANSWERS.phone);
    await user.type(screen.getByRole('textbox', { name: 'Your tax identification number' }), ANSWERS.taxId);
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([new Uint8Array(PDF)], ANSWERS.fileName, { type: 'application/pdf' }),
    );
    expect(await screen.findByText(`${ANSWERS.fileName} uploaded.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(events.map((event) => event.type)).toContain('task_submitted'));

    expect(events.map((event) => (event.type === 'step_viewed' ? `${event.type}:${event.step}` : event.type))).toEqual([
      'step_viewed:choose',
      'step_viewed:preview',
      'step_viewed:request',
      'capability_requested',
      'step_viewed:tasks',
      'task_opened',
      'task_failed',
      'document_uploaded',
      'task_submitted',
    ]);
    const sent = JSON.stringify(events);
    for (const answer of Object.values(ANSWERS)) expect(sent).not.toContain(answer);
    // Each word of the name and of the file name, too, in any case.
    for (const word of ['zelda', 'quixotic', 'marchbanks', 'passport-scan', '555 0199', '65-4329'])
      expect(sent.toLowerCase()).not.toContain(word);
  }, 30_000);
});
