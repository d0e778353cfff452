import { describe, expect, it } from 'vitest';
import { capabilitySchema, taskPreviewItemSchema } from '../../core/schemas/index.js';
import { completeIndividual, individualIntakeAnswers, onboardingSteps, postHostedForm } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

describe('given a capability whose status follows its tasks', () => {
  it('should go restricted, then pending while everything is in review, then ready once all are satisfied', async () => {
    const customer = await steps.customer(completeIndividual);
    await steps.requested(customer.id, 'ach_pooled');
    const restricted = capabilitySchema.parse(await steps.capability(customer.id, 'ach_pooled'));
    expect(restricted.status).toBe('restricted');
    expect(restricted.statusReason?.resolution).toBe('complete_tasks');
    const categories = (await steps.tasks(customer.id)).map((task) => task.category);
    expect(categories).toEqual(['identity_verification', 'terms_of_service', 'customer_information', 'proof_of_address']);

    const terms = await steps.taskOf(customer.id, 'terms_of_service');
    expect((await postHostedForm(terms.tosSessions[0].url, { decision: 'accept', agree: 'yes' })).status).toBe(200);
    const verified = await env.api.post(`/v3/sandbox/customers/${customer.id}/verification`, { outcome: 'completed' });
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe('satisfied');

    const intake = await steps.taskOf(customer.id, 'customer_information');
    expect((await steps.submit(customer.id, intake, individualIntakeAnswers(intake))).status).toBe(201);
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('restricted');
    const address = await steps.taskOf(customer.id, 'proof_of_address');
    const documentId = await steps.document(customer.id, 'utility_bill');
    const bill = address.requirements.find((requirement: any) => requirement.key === 'proof_of_address_utility_bill');
    expect(
      (await steps.submit(customer.id, address, [{ requirementId: bill.id, answerType: 'document', documentIds: [documentId] }])).status,
    ).toBe(201);

    const pending = capabilitySchema.parse(await steps.capability(customer.id, 'ach_pooled'));
    expect(pending.status).toBe('pending');
    expect(pending.statusReason?.resolution).toBe('wait');
    expect(pending.openTaskIds.sort()).toEqual([intake.id, address.id].sort());
    expect(pending.applications[0]?.status).toBe('in_review');

    expect((await steps.review(intake.id, { outcome: 'accepted' })).status).toBe(200);
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('pending');
    expect((await steps.review(address.id, { outcome: 'accepted' })).status).toBe(200);
    const ready = capabilitySchema.parse(await steps.capability(customer.id, 'ach_pooled'));
    expect(ready).toMatchObject({ status: 'ready', openTaskIds: [], statusReason: { resolution: 'none' } });
    expect(ready.applications[0]).toMatchObject({ status: 'ready', openTaskIds: [] });

    const statuses = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.data.customerId === customer.id && event.data.id === 'ach_pooled')
      .map((event) => `${event.type}:${event.data.status}`);
    expect(statuses).toEqual([
      'capability.created:pending',
      'capability.status_changed:restricted',
      'capability.status_changed:pending',
      'capability.status_changed:ready',
    ]);

    const history = await env.api.get(`/v3/customers/${customer.id}/tasks/${intake.id}/history`);
    expect(history.body.data.tasks[0].events.map((event: any) => [event.revision, event.status])).toEqual([
      [1, 'action_required'],
      [2, 'in_review'],
      [3, 'satisfied'],
    ]);
  });

  it('should reject the capability, saying what is next, when a blocking task is rejected', async () => {
    const customer = await steps.customer(completeIndividual);
    await steps.requested(customer.id, 'ach_pooled');
    const intake = await steps.taskOf(customer.id, 'customer_information');
    await steps.submit(customer.id, intake, individualIntakeAnswers(intake));
    const review = await steps.review(intake.id, {
      outcome: 'rejected',
      reviewFeedback: { code: 'risk_declined', message: 'We cannot offer this account.' },
    });
    expect(review.status).toBe(200);
    const rejected = capabilitySchema.parse(await steps.capability(customer.id, 'ach_pooled'));
    expect(rejected.status).toBe('rejected');
    expect(rejected.statusReason).toMatchObject({ code: 'task_rejected', resolution: 'contact_support' });
    expect(rejected.statusReason?.message).toContain('Contact support');
    expect(rejected.applications[0]?.status).toBe('rejected');
  });

  it('should reuse shared customer-level tasks across capabilities and list them in each openTaskIds', async () => {
    const customer = await steps.customer();
    const ach = await steps.requested(customer.id, 'ach_pooled');
    const card = await steps.requested(customer.id, 'card');
    const tasks = await steps.tasks(customer.id);
    const shared = tasks.filter((task) => task.scope.type === 'customer');
    expect(shared.map((task) => task.category)).toEqual(['identity_verification', 'terms_of_service']);
    for (const task of shared) {
      expect(ach.openTaskIds).toContain(task.id);
      expect(card.openTaskIds).toContain(task.id);
    }
    expect(tasks.filter((task) => task.scope.type === 'capability' && task.scope.id === 'card').map((task) => task.category)).toEqual([
      'payment_activity',
    ]);
  });
});

describe('given a tasks preview', () => {
  const preview = (customerId: string, capabilityId: string, query = '') =>
    env.api.get(`/v3/customers/${customerId}/capabilities/${capabilityId}/tasks-preview${query}`);

  it('should describe the tasks a request would attach, by method and customer type, without ids or statuses', async () => {
    const individual = await steps.customer();
    const response = await preview(individual.id, 'ach_pooled');
    expect(response.status).toBe(200);
    const items = response.body.data.map((item: unknown) => taskPreviewItemSchema.parse(item));
    expect(items.map((item: any) => item.category)).toEqual([
      'identity_verification',
      'terms_of_service',
      'customer_information',
      'proof_of_address',
    ]);
    expect(items[0].verificationSessions).toEqual([{ key: 'identity', type: 'document_and_selfie' }]);
    expect(items[0].completionPolicy).toEqual({ type: 'verification_sessions', completion: 'all' });
    expect(items[1].tosSessions).toEqual([{ key: 'platform_terms', type: 'platform_terms' }]);
    expect(items[3].requirements.map((requirement: any) => requirement.alternativeKey)).toEqual([
      'proof_of_address',
      'proof_of_address',
      'proof_of_address',
    ]);
    for (const item of response.body.data) {
      expect(item).not.toHaveProperty('id');
      expect(item).not.toHaveProperty('status');
      for (const requirement of item.requirements)
        expect(Object.keys(requirement).sort()).toEqual(['alternativeKey', 'key', 'request', 'section']);
    }

    const business = await steps.customer({ type: 'business' });
    const named = (await preview(business.id, 'ach_named')).body.data;
    expect(named.map((item: any) => item.category)).toEqual([
      'identity_verification',
      'terms_of_service',
      'business_information',
      'proof_of_address',
      'business_documents',
    ]);
    expect(named[2].requirements.find((requirement: any) => requirement.key === 'control_person').request).toMatchObject({
      type: 'resource_reference',
      valueType: 'related_party',
    });
    const card = (await preview(individual.id, 'card')).body.data;
    expect(card.map((item: any) => item.category)).toEqual(['identity_verification', 'terms_of_service', 'payment_activity']);
    expect((await preview(individual.id, 'stablecoin_transfers')).body.data).toEqual([]);
  });

  it('should accept repeated institutions from the supported listing and check each', async () => {
    const customer = await steps.customer();
    expect((await preview(customer.id, 'ach_pooled', '?institutions=inst_lead_bank&institutions=inst_cross_river')).status).toBe(200);
    const unknown = await preview(customer.id, 'ach_pooled', '?institutions=inst_lead_bank&institutions=inst_nowhere');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation_error');
    expect(unknown.body.errors.map((issue: any) => issue.pointer)).toEqual(['/query/institutions/1']);
    const empty = await preview(customer.id, 'ach_pooled', '?institutions=');
    expect(empty.body.errors.map((issue: any) => issue.pointer)).toEqual(['/query/institutions/0']);
  });

  it('should answer 422 capability_key_unsupported, 404 customer_not_found and 400 unknown_parameter', async () => {
    const customer = await steps.customer();
    const unsupported = await preview(customer.id, 'ach_teleport');
    expect(unsupported.status).toBe(422);
    expect(unsupported.body).toMatchObject({ code: 'capability_key_unsupported', retryable: false });
    const foreign = await env.other.get(`/v3/customers/${customer.id}/capabilities/ach_pooled/tasks-preview`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('customer_not_found');
    const unknownParameter = await preview(customer.id, 'ach_pooled', '?institution=inst_lead_bank');
    expect(unknownParameter.status).toBe(400);
    expect(unknownParameter.body.code).toBe('unknown_parameter');
  });
});
