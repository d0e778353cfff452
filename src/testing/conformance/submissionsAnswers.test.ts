import { describe, expect, it } from 'vitest';
import { completeIndividual, individualIntakeAnswers, onboardingSteps, pngBytes, requirementOf } from './capabilitiesSetup.js';
import { changeStoredTask } from '../platform/test-support/storedTasks.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

async function taskFor(category: string, body: unknown = completeIndividual, capabilityId = 'ach_pooled') {
  const customer = await steps.customer(body);
  await steps.requested(customer.id, capabilityId);
  return { customer, task: await steps.taskOf(customer.id, category) };
}

/** The intake answers with `key`'s answer replaced (or added when absent). */
function withAnswer(task: any, key: string, answer: Record<string, unknown>): any[] {
  const requirement = requirementOf(task, key);
  const answers = individualIntakeAnswers(task) as any[];
  const index = answers.findIndex((candidate) => candidate.requirementId === requirement.id);
  const replacement = { requirementId: requirement.id, ...answer };
  if (index === -1) answers.push(replacement);
  else answers[index] = replacement;
  return answers;
}

describe('given answers that leave part of the round unanswered', () => {
  it('should answer 422 validation_error at /answers naming each missing requirement', async () => {
    const { customer, task } = await taskFor('customer_information');
    const all = individualIntakeAnswers(task) as any[];
    const response = await steps.submit(customer.id, task, all.slice(0, 2));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_error');
    const missing = all.slice(2).map((answer) => answer.requirementId);
    expect(response.body.errors).toHaveLength(missing.length);
    for (const [index, requirementId] of missing.entries()) {
      expect(response.body.errors[index]).toMatchObject({ pointer: '/answers', code: 'requirement_missing' });
      expect(response.body.errors[index].message).toContain(requirementId);
    }
    expect((await steps.task(customer.id, task.id)).status).toBe('action_required');
  });

  it('should refuse an empty submission naming every open requirement', async () => {
    const { customer, task } = await taskFor('customer_information');
    const response = await steps.submit(customer.id, task, []);
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveLength(individualIntakeAnswers(task).length);
  });
});

describe('given an alternative group (proof of address)', () => {
  it('should take exactly one member and stop asking the others', async () => {
    const { customer, task } = await taskFor('proof_of_address');
    const statement = requirementOf(task, 'proof_of_address_bank_statement');
    const documentId = await steps.document(customer.id, 'bank_statement');
    const response = await steps.submit(customer.id, task, [
      { requirementId: statement.id, answerType: 'document', documentIds: [documentId] },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.answers[0].alternatives.sort()).toEqual(
      [requirementOf(task, 'proof_of_address_utility_bill').id, requirementOf(task, 'proof_of_address_lease_agreement').id].sort(),
    );
    const after = await steps.task(customer.id, task.id);
    expect(requirementOf(after, 'proof_of_address_bank_statement')).toMatchObject({
      status: 'in_review',
      evidence: { type: 'document', status: 'in_review', documentIds: [documentId] },
    });
    expect(requirementOf(after, 'proof_of_address_utility_bill').status).toBe('canceled');
  });

  it("should refuse a second member at the second answer's pointer, and none as missing", async () => {
    const { customer, task } = await taskFor('proof_of_address');
    const bill = await steps.document(customer.id, 'utility_bill');
    const lease = await steps.document(customer.id, 'lease_agreement');
    const two = await steps.submit(customer.id, task, [
      { requirementId: requirementOf(task, 'proof_of_address_utility_bill').id, answerType: 'document', documentIds: [bill] },
      { requirementId: requirementOf(task, 'proof_of_address_lease_agreement').id, answerType: 'document', documentIds: [lease] },
    ]);
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/1', code: 'alternative_already_answered' })]);
    const none = await steps.submit(customer.id, task, []);
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveLength(1);
    expect(none.body.errors[0]).toMatchObject({ pointer: '/answers', code: 'requirement_missing' });
    for (const requirement of task.requirements) expect(none.body.errors[0].message).toContain(requirement.id);
  });
});

describe('given answers checked against their requests', () => {
  it('should accept absence where the request allows it, and refuse it elsewhere as a type mismatch', async () => {
    const { customer, task } = await taskFor('customer_information', {
      ...completeIndividual,
      individual: { ...completeIndividual.individual, firstName: undefined },
    });
    const firstName = requirementOf(task, 'profile.individual.firstName').id;
    const taxIds = requirementOf(task, 'profile.individual.taxIdentifiers').id;
    const others = (
      individualIntakeAnswers({
        ...task,
        requirements: task.requirements.filter((requirement: any) => requirement.id !== firstName),
      }) as any[]
    ).filter((answer) => answer.requirementId !== taxIds);
    const refused = await steps.submit(customer.id, task, [
      { requirementId: firstName, answerType: 'absence' },
      { requirementId: taxIds, answerType: 'absence' },
      ...others,
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/0/answerType', code: 'answer_type_mismatch' })]);
    const withValue = await steps.submit(customer.id, task, [
      { requirementId: firstName, answerType: 'profile', value: 'Ada' },
      { requirementId: taxIds, answerType: 'absence', value: [] },
      ...others,
    ]);
    expect(withValue.status).toBe(422);
    expect(withValue.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/1/value', code: 'not_allowed' })]);
    const accepted = await steps.submit(customer.id, task, [
      { requirementId: firstName, answerType: 'profile', value: 'Ada' },
      { requirementId: taxIds, answerType: 'absence' },
      ...others,
    ]);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.answers[1]).toEqual({ requirementId: taxIds, answerType: 'absence' });
  });

  it('should collect every content problem of the body in one answer, each at its pointer', async () => {
    const { customer, task } = await taskFor('customer_information', {
      ...completeIndividual,
      individual: { ...completeIndividual.individual, birthDate: undefined, nationalities: undefined },
    });
    const id = (key: string) => requirementOf(task, key).id;
    const answers = [
      { requirementId: id('profile.individual.taxIdentifiers'), answerType: 'absence' },
      { requirementId: id('employment_status'), answerType: 'single_select', value: 'astronaut' },
      { requirementId: id('occupation'), answerType: 'text', value: 'x' },
      { requirementId: id('politically_exposed_person'), answerType: 'boolean', value: 'no' },
      {
        requirementId: id('expected_transaction_types'),
        answerType: 'multi_select',
        value: ['pay_bills', 'lottery', 'investments', 'online_shopping'],
      },
      { requirementId: id('information_accuracy'), answerType: 'attestation', value: false },
      { requirementId: id('profile.individual.birthDate'), answerType: 'profile', value: '1990-02-30' },
      { requirementId: id('profile.individual.nationalities'), answerType: 'profile', value: [] },
    ];
    const response = await steps.submit(customer.id, task, answers);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors.map((issue: any) => [issue.pointer, issue.code])).toEqual([
      ['/answers/1/value', 'invalid_option'],
      ['/answers/2/value', 'too_short'],
      ['/answers/3/value', 'invalid_type'],
      ['/answers/4/value/1', 'invalid_option'],
      ['/answers/4/value', 'too_many_items'],
      ['/answers/5/value', 'attestation_required'],
      ['/answers/6/value', 'invalid_date'],
      ['/answers/7/value', 'too_few_items'],
    ]);
  });

  it('should refuse a wrong answer type, a missing value, stray documentIds and control characters in text', async () => {
    const { customer, task } = await taskFor('customer_information');
    const mismatched = withAnswer(task, 'employment_status', { answerType: 'text', value: 'employed' });
    const index = mismatched.findIndex((answer) => answer.requirementId === requirementOf(task, 'employment_status').id);
    const mismatch = await steps.submit(customer.id, task, mismatched);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([
      expect.objectContaining({ pointer: `/answers/${index}/answerType`, code: 'answer_type_mismatch' }),
    ]);
    const noValue = await steps.submit(customer.id, task, withAnswer(task, 'occupation', { answerType: 'text' }));
    expect(noValue.body.errors).toEqual([expect.objectContaining({ code: 'required' })]);
    expect(noValue.body.errors[0].pointer).toMatch(/^\/answers\/\d+\/value$/);
    const stray = await steps.submit(
      customer.id,
      task,
      withAnswer(task, 'occupation', { answerType: 'text', value: 'Pilot', documentIds: [] }),
    );
    expect(stray.body.errors).toEqual([expect.objectContaining({ code: 'not_allowed' })]);
    expect(stray.body.errors[0].pointer).toMatch(/\/documentIds$/);
    const control = await steps.submit(customer.id, task, withAnswer(task, 'occupation', { answerType: 'text', value: 'Pi\u0007lot' }));
    expect(control.body.errors).toEqual([expect.objectContaining({ code: 'control_character' })]);
  });

  it('should refuse answers to unknown or settled requirements and a second answer to one requirement', async () => {
    const { customer, task } = await taskFor('customer_information');
    const answers = individualIntakeAnswers(task) as any[];
    const response = await steps.submit(customer.id, task, [
      ...answers,
      { requirementId: 'req_999', answerType: 'text', value: 'x' },
      { requirementId: requirementOf(task, 'profile.individual.firstName').id, answerType: 'profile', value: 'Ada' },
      answers[1],
    ]);
    expect(response.status).toBe(422);
    const base = answers.length;
    expect(response.body.errors.map((issue: any) => [issue.pointer, issue.code])).toEqual([
      [`/answers/${base}/requirementId`, 'unknown_requirement'],
      [`/answers/${base + 1}/requirementId`, 'requirement_not_actionable'],
      [`/answers/${base + 2}`, 'duplicate_answer'],
    ]);
  });
});

describe('given document answers', () => {
  const billOf = (task: any) => requirementOf(task, 'proof_of_address_utility_bill').id;

  it('should refuse documents of another customer, deleted ones, the wrong type and none at all', async () => {
    const { customer, task } = await taskFor('proof_of_address');
    const stranger = await steps.customer();
    const foreign = await steps.document(stranger.id, 'utility_bill');
    const deleted = await steps.document(customer.id, 'utility_bill');
    expect((await env.api.del(`/v3/customers/${customer.id}/documents/${deleted}`)).status).toBeLessThan(300);
    const passport = await steps.document(customer.id, 'passport');
    const response = await steps.submit(customer.id, task, [
      { requirementId: billOf(task), answerType: 'document', documentIds: [foreign, deleted, passport, 'doc_nothing1'] },
    ]);
    expect(response.status).toBe(422);
    expect(response.body.errors.map((issue: any) => [issue.pointer, issue.code])).toEqual([
      ['/answers/0/documentIds/0', 'document_not_found'],
      ['/answers/0/documentIds/1', 'document_not_found'],
      ['/answers/0/documentIds/2', 'document_type_not_accepted'],
      ['/answers/0/documentIds/3', 'document_not_found'],
    ]);
    const none = await steps.submit(customer.id, task, [{ requirementId: billOf(task), answerType: 'document' }]);
    expect(none.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/0/documentIds', code: 'required' })]);
    const empty = await steps.submit(customer.id, task, [{ requirementId: billOf(task), answerType: 'document', documentIds: [] }]);
    expect(empty.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/0/documentIds', code: 'too_few_items' })]);
  });

  it('should refuse a document older than maxAgeDays', async () => {
    const customer = await steps.customer(completeIndividual);
    const old = await steps.document(customer.id, 'utility_bill');
    env.clock.advance(91 * 86_400_000);
    await steps.requested(customer.id, 'ach_pooled');
    const task = await steps.taskOf(customer.id, 'proof_of_address');
    const fresh = await steps.document(customer.id, 'utility_bill');
    const response = await steps.submit(customer.id, task, [{ requirementId: billOf(task), answerType: 'document', documentIds: [old] }]);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/answers/0/documentIds/0', code: 'document_too_old' })]);
    expect(
      (await steps.submit(customer.id, task, [{ requirementId: billOf(task), answerType: 'document', documentIds: [fresh] }])).status,
    ).toBe(201);
  });

  it('should refuse a file format the request does not accept', async () => {
    const business = await steps.customer({ type: 'business' });
    await steps.requested(business.id, 'ach_named');
    const task = await steps.taskOf(business.id, 'business_documents');
    const image = await steps.document(business.id, 'certificate_of_incorporation', pngBytes, 'certificate.png');
    const requirementId = requirementOf(task, 'formation_document').id;
    const response = await steps.submit(business.id, task, [{ requirementId, answerType: 'document', documentIds: [image] }]);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ pointer: '/answers/0/documentIds/0', code: 'document_format_not_accepted' }),
    ]);
    const pdf = await steps.document(business.id, 'articles_of_association');
    expect((await steps.submit(business.id, task, [{ requirementId, answerType: 'document', documentIds: [pdf] }])).status).toBe(201);
  });
});

describe('given a resource_reference answer', () => {
  it('should take a live related party of this customer only', async () => {
    const business = await steps.customer({ type: 'business', business: { legalName: 'Nordlicht GmbH' } });
    const party = await env.api.post(`/v3/customers/${business.id}/related-parties`, {
      partyType: 'person',
      roles: ['director'],
      person: { firstName: 'Jonas', lastName: 'Berg' },
    });
    expect(party.status).toBe(201);
    const otherBusiness = await steps.customer({ type: 'business' });
    const stranger = await env.api.post(`/v3/customers/${otherBusiness.id}/related-parties`, {
      partyType: 'person',
      roles: ['director'],
      person: { firstName: 'Eva', lastName: 'Lund' },
    });
    await steps.requested(business.id, 'ach_named');
    const task = await steps.taskOf(business.id, 'business_information');
    const answersWith = (reference: unknown) =>
      task.requirements
        .filter((requirement: any) => requirement.status === 'action_required')
        .map((requirement: any) => {
          const byKey: Record<string, unknown> = {
            'profile.business.registrationNumber': { answerType: 'profile', value: 'HRB 12345' },
            'profile.business.incorporationCountry': { answerType: 'profile', value: 'DE' },
            'profile.business.incorporationDate': { answerType: 'profile', value: '2015-04-01' },
            'profile.business.entityType': { answerType: 'profile', value: 'llc' },
            'profile.business.registeredAddress': {
              answerType: 'profile',
              value: { streetLine1: 'Hafenweg 3', city: 'Hamburg', country: 'DE' },
            },
            'profile.business.taxIdentifiers': { answerType: 'absence' },
            industry: { answerType: 'single_select', value: 'software' },
            'profile.financialProfile.accountPurposes': { answerType: 'profile', value: ['operate_company'] },
            'profile.financialProfile.sourcesOfFunds': { answerType: 'profile', value: ['business_revenue'] },
            'profile.financialProfile.estimatedAnnualRevenue': { answerType: 'profile', value: { amount: '1000000', currency: 'EUR' } },
            control_person: { answerType: 'resource_reference', value: reference },
            beneficial_ownership_certification: { answerType: 'attestation', value: true },
          };
          return { requirementId: requirement.id, ...(byKey[requirement.key] as object) };
        });
    const referencePointer = () =>
      `/answers/${task.requirements.filter((requirement: any) => requirement.status === 'action_required').findIndex((requirement: any) => requirement.key === 'control_person')}/value`;
    const foreign = await steps.submit(business.id, task, answersWith(stranger.body.data.id));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([expect.objectContaining({ pointer: referencePointer(), code: 'resource_not_found' })]);
    const accepted = await steps.submit(business.id, task, answersWith(party.body.data.id));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const read = (await env.api.get(`/v3/customers/${business.id}`)).body.data;
    expect(read.business).toMatchObject({
      legalName: 'Nordlicht GmbH',
      registrationNumber: 'HRB 12345',
      incorporationCountry: 'DE',
      entityType: 'llc',
    });
  });
});

describe('given request constraints on a date or a reference answer', () => {
  /** A sandbox task of one `request` for `customerId`, its stored request then given `constraints` (the sandbox takes document constraints only). */
  async function constrainedTask(customerId: string, request: unknown, constraints: Record<string, unknown>) {
    const created = await env.api.post('/v3/sandbox/tasks', { scope: { type: 'customer', customerId }, items: [{ request }] });
    expect(created.status).toBe(201);
    changeStoredTask(env.platform, 'sk_sandbox_acme', customerId, created.body.data.id, (task) => {
      (task.requirements[0] as { request: { constraints?: unknown } }).request.constraints = constraints;
    });
    return (await env.api.get(`/v3/customers/${customerId}/tasks/${created.body.data.id}`)).body.data;
  }

  it('should refuse a real date that does not match the pattern, at its pointer, and take one that does', async () => {
    const customer = await steps.customer(completeIndividual);
    const task = await constrainedTask(customer.id, 'date', { pattern: '20\\d\\d-\\d\\d-\\d\\d' });
    const answer = (value: string) => [{ requirementId: task.requirements[0].id, answerType: 'date', value }];

    const refused = await steps.submit(customer.id, task, answer('1999-12-31'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_error', errors: [{ pointer: '/answers/0/value', code: 'pattern_mismatch' }] });
    expect((await steps.submit(customer.id, task, answer('2001-01-01'))).status).toBe(201);
  });

  it("should refuse a live related party whose id breaks the request's length bound, at its pointer", async () => {
    const business = await steps.customer({ type: 'business', business: { legalName: 'Nordlicht GmbH' } });
    const party = await env.api.post(`/v3/customers/${business.id}/related-parties`, {
      partyType: 'person',
      roles: ['director'],
      person: { firstName: 'Jonas', lastName: 'Berg' },
    });
    const task = await constrainedTask(business.id, { type: 'resource_reference', valueType: 'related_party' }, { maxLength: 5 });

    const refused = await steps.submit(business.id, task, [
      { requirementId: task.requirements[0].id, answerType: 'resource_reference', value: party.body.data.id },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_error', errors: [{ pointer: '/answers/0/value', code: 'too_long' }] });
  });
});
