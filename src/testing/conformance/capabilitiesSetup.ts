/**
 * Set-up steps shared by the onboarding conformance files (capabilities, tasks, submissions,
 * hosted sessions, onboarding sandbox): customers, capability requests, task reads, documents,
 * submissions and reviews, all through the API.
 */
import { expect } from 'vitest';
import type { ApiClient, useFakePlatformServer } from './harness.js';

/** The environment `useFakePlatformServer()` returns. */
export type ConformanceEnv = ReturnType<typeof useFakePlatformServer>;

/** An individual whose profile already answers every profile ask of a bank capability but tax ids. */
export const completeIndividual = {
  type: 'individual',
  individual: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: '1990-12-10',
    residenceCountry: 'US',
    nationalities: ['GB'],
    email: 'ada@example.com',
    residentialAddress: { streetLine1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
  },
  financialProfile: {
    accountPurposes: ['personal_expenses'],
    sourcesOfFunds: ['salary'],
    expectedMonthlyVolume: { amount: '2000.00', currency: 'USD' },
  },
};

/** The smallest valid PDF-looking file: the fake judges the type by its content. */
export const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The PNG signature and an empty IHDR-sized tail. */
export const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

/** The JSON pointers of a problem's `errors[]`, in order. */
export function pointersOf(body: { errors?: { pointer: string }[] }): string[] {
  return (body.errors ?? []).map((issue) => issue.pointer);
}

/** The `errors[]` entry at `pointer`, if any. */
export function errorAt(body: { errors?: { pointer: string; code: string; message: string }[] }, pointer: string) {
  return (body.errors ?? []).find((issue) => issue.pointer === pointer);
}

/** Onboarding steps bound to one environment and API key. */
export function onboardingSteps(env: ConformanceEnv, api: ApiClient = env.api) {
  const steps = {
    /** Creates a customer (an individual with nothing else by default) and returns it. */
    async customer(body: unknown = { type: 'individual' }): Promise<any> {
      const response = await api.post('/v3/customers', body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    },
    /** Requests a capability and returns the response. */
    request(customerId: string, capabilityId: string, body: unknown = {}) {
      return api.post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, body);
    },
    /** Requests a capability, expecting it created, and returns it. */
    async requested(customerId: string, capabilityId: string, body: unknown = {}): Promise<any> {
      const response = await steps.request(customerId, capabilityId, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    },
    /** The customer's capability as the list shows it. */
    async capability(customerId: string, capabilityId: string): Promise<any> {
      const response = await api.get(`/v3/customers/${customerId}/capabilities?limit=100`);
      expect(response.status).toBe(200);
      return response.body.data.find((capability: any) => capability.id === capabilityId);
    },
    /** Every task of the customer, oldest first (URL-free). */
    async tasks(customerId: string): Promise<any[]> {
      const response = await api.get(`/v3/customers/${customerId}/tasks?limit=100`);
      expect(response.status).toBe(200);
      return response.body.data;
    },
    /** The customer's first task of `category` (customer-scoped detail, with session URLs). */
    async taskOf(customerId: string, category: string, scopeId?: string): Promise<any> {
      const task = (await steps.tasks(customerId)).find(
        (candidate) => candidate.category === category && (scopeId === undefined || candidate.scope.id === scopeId),
      );
      expect(task, `a ${category} task`).toBeDefined();
      return steps.task(customerId, task.id);
    },
    /** The customer-scoped detail of a task. */
    async task(customerId: string, taskId: string): Promise<any> {
      const response = await api.get(`/v3/customers/${customerId}/tasks/${taskId}`);
      expect(response.status).toBe(200);
      return response.body.data;
    },
    /** Uploads a document of `documentType` for the customer and returns its id. */
    async document(customerId: string, documentType: string, bytes: Uint8Array = pdfBytes, fileName = 'document.pdf'): Promise<string> {
      const form = new FormData();
      form.set('purpose', documentType);
      form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
      const response = await api.call('POST', `/v3/customers/${customerId}/documents`, { rawBody: form });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data.id;
    },
    /** Posts a submission to the task at its current revision unless told otherwise. */
    submit(customerId: string, task: any, answers: unknown[], taskRevision: number = task.revision) {
      return api.post(`/v3/customers/${customerId}/tasks/${task.id}/submissions`, { taskRevision, answers });
    },
    /** Reviews the task's submission in review through the sandbox. */
    review(taskId: string, body: unknown) {
      return api.post(`/v3/sandbox/tasks/${taskId}/review`, body);
    },
  };
  return steps;
}

/** The requirement of `task` with `key`. */
export function requirementOf(task: any, key: string): any {
  const requirement = task.requirements.find((candidate: any) => candidate.key === key);
  expect(requirement, `requirement ${key}`).toBeDefined();
  return requirement;
}

/** Answers for the still-open asks of an individual intake whose profile part is prefilled. */
export function individualIntakeAnswers(task: any): unknown[] {
  const values: Record<string, { answerType: string; value?: unknown }> = {
    'profile.individual.taxIdentifiers': { answerType: 'absence' },
    employment_status: { answerType: 'single_select', value: 'employed' },
    occupation: { answerType: 'text', value: 'Engineer' },
    politically_exposed_person: { answerType: 'boolean', value: false },
    expected_transaction_types: { answerType: 'multi_select', value: ['receive_salary', 'pay_bills'] },
    information_accuracy: { answerType: 'attestation', value: true },
  };
  return task.requirements
    .filter((requirement: any) => requirement.status === 'action_required')
    .map((requirement: any) => {
      const answer = values[requirement.key];
      expect(answer, `an answer for ${requirement.key}`).toBeDefined();
      return { requirementId: requirement.id, ...answer };
    });
}

/** Posts a decision to a hosted session page, as the browser form would. */
export function postHostedForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}
