/**
 * Regression test from the review of hosted sessions: a completed verification settles on its own
 * once its review time has passed, without waiting for another request.
 */
import { describe, expect, it } from 'vitest';
import { completeIndividual, individualIntakeAnswers, onboardingSteps, postHostedForm, requirementOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

const statusChanges = (customerId: string) =>
  env.platform
    .events('sk_sandbox_acme')
    .filter((event) => event.type === 'capability.status_changed' && event.data.customerId === customerId && event.data.id === 'ach_pooled')
    .map((event) => event.data.status);

describe('given a hosted verification completed as the last open step', () => {
  it('should settle it once the review time is over and emit capability.status_changed unprompted', async () => {
    const customer = await steps.customer(completeIndividual);
    await steps.requested(customer.id, 'ach_pooled');
    const intake = await steps.taskOf(customer.id, 'customer_information');
    expect((await steps.submit(customer.id, intake, individualIntakeAnswers(intake))).status).toBe(201);
    expect((await steps.review(intake.id, { outcome: 'accepted' })).status).toBe(200);
    const address = await steps.taskOf(customer.id, 'proof_of_address');
    const bill = requirementOf(address, 'proof_of_address_utility_bill');
    const documentId = await steps.document(customer.id, 'utility_bill');
    expect(
      (await steps.submit(customer.id, address, [{ requirementId: bill.id, answerType: 'document', documentIds: [documentId] }])).status,
    ).toBe(201);
    expect((await steps.review(address.id, { outcome: 'accepted' })).status).toBe(200);
    const terms = await steps.taskOf(customer.id, 'terms_of_service');
    expect((await postHostedForm(terms.tosSessions[0].url, { decision: 'accept', agree: 'yes' })).status).toBe(200);
    const identity = await steps.taskOf(customer.id, 'identity_verification');
    expect((await postHostedForm(identity.verificationSessions[0].url, { decision: 'complete' })).status).toBe(200);
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('pending');

    env.clock.advance(5_000);
    await new Promise((resolve) => setTimeout(resolve, 5_300));
    expect(statusChanges(customer.id).at(-1)).toBe('ready');
    expect((await steps.task(customer.id, identity.id)).verificationSessions[0].status).toBe('completed');
  }, 15_000);
});
