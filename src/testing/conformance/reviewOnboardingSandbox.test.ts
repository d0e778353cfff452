/**
 * Regression tests from the review of the onboarding sandbox: sandbox task profile pointers must
 * name fields an answer can be written to without breaking the customer profile, and what an
 * answer writes through is told like any other customer change.
 */
import { describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();

async function sandboxTask(customerId: string, profilePointer: string) {
  return env.api.post('/v3/sandbox/tasks', { scope: { type: 'customer', customerId }, items: [{ request: 'profile', profilePointer }] });
}

describe('given a sandbox task asking for a profile field', () => {
  it('should refuse an array item or a part of a value given whole, at /items/{i}/profilePointer', async () => {
    const customer = (await env.api.post('/v3/customers', { type: 'individual' })).body.data;
    for (const pointer of [
      '/individual/nationalities/1',
      '/individual/taxIdentifiers/3',
      '/individual/taxIdentifiers/0/value',
      '/financialProfile/flows/payin/firstParty',
      '/financialProfile/expectedMonthlyVolume/amount',
    ]) {
      const response = await sandboxTask(customer.id, pointer);
      expect(response.status, pointer).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ pointer: '/items/0/profilePointer', code: 'invalid_profile_pointer' }),
      ]);
    }
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data.individual).toEqual({});
  });

  it('should take a part of an address, write the answer through and keep the profile valid', async () => {
    const customer = (await env.api.post('/v3/customers', { type: 'individual', individual: { residentialAddress: { country: 'DE' } } }))
      .body.data;
    const created = await sandboxTask(customer.id, '/individual/residentialAddress/city');
    expect(created.status).toBe(201);
    const task = created.body.data;
    const submitted = await env.api.post(`/v3/customers/${customer.id}/tasks/${task.id}/submissions`, {
      taskRevision: task.revision,
      answers: [{ requirementId: task.requirements[0].id, answerType: 'profile', value: 'Berlin' }],
    });
    expect(submitted.status).toBe(201);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).body.data.individual).toEqual({
      residentialAddress: { country: 'DE', city: 'Berlin' },
    });
  });

  it('should emit customer.updated when a profile answer is written through, as a PATCH does', async () => {
    const customer = (await env.api.post('/v3/customers', { type: 'individual' })).body.data;
    const task = (await sandboxTask(customer.id, '/individual/phone')).body.data;
    await env.api.post(`/v3/customers/${customer.id}/tasks/${task.id}/submissions`, {
      taskRevision: task.revision,
      answers: [{ requirementId: task.requirements[0].id, answerType: 'profile', value: '+4915112345678' }],
    });
    const updates = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.type === 'customer.updated' && event.data.id === customer.id);
    expect(updates.at(-1)?.data).toMatchObject({ individual: { phone: '+4915112345678' } });
  });
});
