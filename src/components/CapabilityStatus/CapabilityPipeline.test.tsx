import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { answerRequirements, type RequirementRead } from '../../testing/scenarios/answerRequirements.js';
import { createScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { CapabilityStatusPanel } from './CapabilityStatusPanel.js';

/** Each stage of the pipeline as the person reads it: its words, in order, and which is the current step. */
async function stagesOf(name: string, progress = 'Progress') {
  const region = await screen.findByRole('region', { name });
  const list = within(region).getByRole('list', { name: progress });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.getAttribute('aria-current')]);
}

describe('given a restricted capability whose tasks wait on the person', () => {
  it('should show the stages in order, the tasks the current step with their count, the request dated', async () => {
    const { client, container } = await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
    });
    const { data: capabilities } = await client.listCapabilities();
    const requestedAt = capabilities.find((capability) => capability.id === 'ach_pooled')?.applications[0]?.createdAt as string;
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(requestedAt));

    await waitFor(async () =>
      expect(await stagesOf('ACH bank transfers (shared account)')).toEqual([
        [`RequestedDone${date}`, null],
        ['Your tasks: 0 of 4 handed inCurrent step', 'step'],
        ['In reviewNot yet', null],
        ['Ready to useNot yet', null],
      ]),
    );
    await expectNoAxeViolations(container);
  });
});

describe("given SEPA asking what ACH asks, and ACH's copy handed in", () => {
  it("should count the shared work once, SEPA's copy handed in with ACH's", async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="sepa_pooled" />, {
      scenario: 'individualWithOpenTasks',
      prepare: async ({ client }) => {
        await client.requestCapability('sepa_pooled');
        const { data: tasks } = await client.listTasks({ limit: 100 });
        const achProfile = tasks.find((task) => task.category === 'customer_information' && task.scope?.id === 'ach_pooled') as Task;
        const answers = answerRequirements(achProfile.requirements as RequirementRead[]);
        await client.createSubmission(achProfile.id, { taskRevision: achProfile.revision, answers });
      },
    });

    await waitFor(async () =>
      expect((await stagesOf('SEPA transfers (shared account)'))[1]).toEqual(['Your tasks: 1 of 4 handed inCurrent step', 'step']),
    );
  });
});

describe('given a capability forced to rejected', () => {
  it('should end at rejected, the current step, instead of ready', async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ platform, scenario }) =>
        createScenarioClient(platform, scenario.apiKey)
          .post(`/v3/sandbox/customers/${scenario.customerId}/capabilities/ach_pooled/status`, { status: 'rejected' })
          .then(() => undefined),
    });

    await waitFor(async () => {
      const stages = await stagesOf('ACH bank transfers (shared account)');
      expect(stages.map(([text]) => text?.replace(/[A-Z][a-z]{2} \d{1,2}, \d{4}$/, ''))).toEqual([
        'RequestedDone',
        'Your tasksDone',
        'In reviewDone',
        'RejectedCurrent step',
      ]);
      expect(stages.at(-1)?.[1]).toBe('step');
    });
  });
});

describe('given a person reading in French', () => {
  it('should word every stage and its state in French, the date in their locale', async () => {
    const { client } = await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
      locale: 'fr',
    });
    const { data: capabilities } = await client.listCapabilities();
    const requestedAt = capabilities.find((capability) => capability.id === 'ach_pooled')?.applications[0]?.createdAt as string;
    const date = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(requestedAt));

    await waitFor(async () =>
      expect(await stagesOf('Virements ACH (compte partagé)', 'Avancement')).toEqual([
        [`DemandéTerminé${date}`, null],
        ['Vos tâches\u202f: 0 sur 4 envoyéesÉtape en cours', 'step'],
        ['En cours d’examenÀ venir', null],
        ['Prêt à l’emploiÀ venir', null],
      ]),
    );
  });
});
