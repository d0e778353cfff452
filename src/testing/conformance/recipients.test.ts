import { describe, expect, it } from 'vitest';
import { destinationSchema, recipientSchema } from '../../core/schemas/index.js';
import { createCustomer, createRecipient, payoutAddress, pointersOf, samples } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ListBody } from './harness.js';

const env = serveFakePlatformPerFile();
const recipientsPath = (customerId: string) => `/v3/customers/${customerId}/recipients`;

describe('given POST recipients', () => {
  it('should create an active individual recipient with every described field', async () => {
    const customerId = await createCustomer(env);
    const body = {
      type: 'individual',
      relationship: 'contractor',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+14155550100',
      address: payoutAddress,
      label: 'Design work',
      externalId: 'vendor-42',
    };
    const response = await env.api.post(recipientsPath(customerId), body);
    expect(response.status).toBe(201);
    const recipient = recipientSchema.parse(response.body.data);
    expect(recipient).toMatchObject({ ...body, customerId, status: 'active', archivedAt: null, createdAt: env.platform.core.nowIso() });
    expect(recipient.id).toMatch(/^rcp_[A-Za-z0-9]+$/);
    expect(response.body.data).not.toHaveProperty('companyName');
  });

  it('should create a business recipient with a company name and industry', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(recipientsPath(customerId), {
      type: 'business',
      relationship: 'vendor',
      companyName: 'Initech LLC',
      businessIndustry: 'software',
    });
    expect(response.status).toBe(201);
    expect(recipientSchema.parse(response.body.data)).toMatchObject({
      type: 'business',
      companyName: 'Initech LLC',
      businessIndustry: 'software',
      address: null,
    });
  });

  it.each([
    ['missing', { firstName: undefined, lastName: undefined }, ['/firstName', '/lastName']],
    ['empty', { firstName: '' }, ['/firstName']],
    ['malformed', { lastName: ' Hopper' }, ['/lastName']],
    ['with a control character', { firstName: 'Gr\u0007ace' }, ['/firstName']],
  ])('should answer 400 recipient_name_invalid for names %s', async (_, names, pointers) => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(recipientsPath(customerId), {
      type: 'individual',
      relationship: 'family',
      firstName: 'Grace',
      lastName: 'Hopper',
      ...names,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recipient_name_invalid');
    expect(pointersOf(response.body)).toEqual(pointers);
  });

  it('should answer 400 recipient_name_invalid for a business without companyName, naming other invalid fields too', async () => {
    const customerId = await createCustomer(env);
    const response = await env.api.post(recipientsPath(customerId), { type: 'business', relationship: 'vendor', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recipient_name_invalid');
    expect(pointersOf(response.body)).toEqual(['/companyName', '/email']);
  });

  it('should answer 400 invalid_field_for_type for the other type fields', async () => {
    const customerId = await createCustomer(env);
    const individual = await env.api.post(recipientsPath(customerId), {
      type: 'individual',
      relationship: 'family',
      firstName: 'A',
      lastName: 'B',
      companyName: 'C',
      businessIndustry: 'D',
    });
    expect(individual.status).toBe(400);
    expect(individual.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(individual.body)).toEqual(['/businessIndustry', '/companyName']);
    const business = await env.api.post(recipientsPath(customerId), {
      type: 'business',
      relationship: 'vendor',
      companyName: 'C',
      firstName: 'A',
    });
    expect(business.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(business.body)).toEqual(['/firstName']);
  });

  it('should require type and relationship and check every field, together in one 400 validation_error', async () => {
    const customerId = await createCustomer(env);
    const noType = await env.api.post(recipientsPath(customerId), { relationship: 'family' });
    expect(noType.status).toBe(400);
    expect(pointersOf(noType.body)).toEqual(['/type']);

    const response = await env.api.post(recipientsPath(customerId), {
      type: 'individual',
      firstName: 'Grace',
      lastName: 'Hopper',
      relationship: 'friend',
      email: `${'a'.repeat(250)}@example.com`,
      phone: '+0123',
      address: { city: 'Springfield ', country: 'usa', planet: 'Earth' },
      externalId: 'caf\u00e9',
      label: '',
      nickname: 'G',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual([
      '/address/city',
      '/address/country',
      '/address/planet',
      '/email',
      '/externalId',
      '/label',
      '/nickname',
      '/phone',
      '/relationship',
    ]);

    const missingRelationship = await env.api.post(recipientsPath(customerId), {
      type: 'individual',
      firstName: 'Grace',
      lastName: 'Hopper',
      address: {},
    });
    expect(pointersOf(missingRelationship.body)).toEqual(['/address', '/relationship']);
  });

  it('should answer 404 customer_not_found for an unknown or foreign customer', async () => {
    const customerId = await createCustomer(env);
    const body = { type: 'individual', relationship: 'family', firstName: 'A', lastName: 'B' };
    for (const response of [await env.other.post(recipientsPath(customerId), body), await env.api.get(recipientsPath('cus_missing1'))]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('customer_not_found');
    }
  });
});

describe('given GET recipients', () => {
  it('should list in creation order, filter by exact externalId, and refuse unknown parameters', async () => {
    const customerId = await createCustomer(env);
    const first = await createRecipient(env, customerId, { externalId: 'ref-1' });
    const second = await createRecipient(env, customerId, { externalId: 'ref-10' });
    const all = await env.api.get<ListBody>(recipientsPath(customerId));
    expect(all.body.data.map((recipient) => recipient.id)).toEqual([first.id, second.id]);
    for (const recipient of all.body.data) recipientSchema.parse(recipient);

    const filtered = await env.api.get<ListBody>(`${recipientsPath(customerId)}?externalId=ref-1`);
    expect(filtered.body.data.map((recipient) => recipient.id)).toEqual([first.id]);

    const unknown = await env.api.get(`${recipientsPath(customerId)}?status=active`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_parameter');
  });
});

describe('given PATCH of a recipient', () => {
  it('should merge fields, merge address parts, and clear optional fields with null', async () => {
    const customerId = await createCustomer(env);
    const recipient = await createRecipient(env, customerId, { email: 'grace@example.com', label: 'Old' });
    env.clock.advance(1000);
    const response = await env.api.patch(`${recipientsPath(customerId)}/${recipient.id}`, {
      lastName: 'Brewster Hopper',
      address: { city: 'Arlington', state: null },
      label: null,
      relationship: 'employee',
    });
    expect(response.status).toBe(200);
    const updated = recipientSchema.parse(response.body.data);
    expect(updated).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: 'grace@example.com',
      label: null,
      relationship: 'employee',
      updatedAt: env.platform.core.nowIso(),
    });
    expect(updated.address).toEqual({ streetLine1: '1 Main Street', city: 'Arlington', postalCode: '62701', country: 'US' });
  });

  it('should refuse clearing a name with recipient_name_invalid, and immutable, foreign-type and unknown fields', async () => {
    const customerId = await createCustomer(env);
    const recipient = await createRecipient(env, customerId);
    const path = `${recipientsPath(customerId)}/${recipient.id}`;
    const clearName = await env.api.patch(path, { firstName: null });
    expect(clearName.status).toBe(400);
    expect(clearName.body.code).toBe('recipient_name_invalid');
    expect(pointersOf(clearName.body)).toEqual(['/firstName']);

    const foreign = await env.api.patch(path, { companyName: 'X' });
    expect(foreign.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(foreign.body)).toEqual(['/companyName']);

    const immutable = await env.api.patch(path, { type: 'business', status: 'rejected', colour: 'red', relationship: null });
    expect(immutable.body.code).toBe('validation_error');
    expect(immutable.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/type', code: 'immutable_field' }),
        expect.objectContaining({ pointer: '/status', code: 'immutable_field' }),
        expect.objectContaining({ pointer: '/colour', code: 'unknown_field' }),
        expect.objectContaining({ pointer: '/relationship', code: 'required' }),
      ]),
    );
  });

  it('should answer 404 recipient_not_found for an unknown, another customer or an archived recipient', async () => {
    const customerId = await createCustomer(env);
    const otherCustomerId = await createCustomer(env);
    const recipient = await createRecipient(env, customerId);
    const archived = await createRecipient(env, customerId);
    await env.api.del(`${recipientsPath(customerId)}/${archived.id}`);
    for (const path of [
      `${recipientsPath(customerId)}/rcp_missing1`,
      `${recipientsPath(otherCustomerId)}/${recipient.id}`,
      `${recipientsPath(customerId)}/${archived.id}`,
    ]) {
      const response = await env.api.patch(path, { label: 'x' });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('recipient_not_found');
    }
  });
});

describe('given DELETE of a recipient', () => {
  it('should archive it with its destinations, and keep both readable', async () => {
    const customerId = await createCustomer(env);
    const recipient = await createRecipient(env, customerId);
    const destinationsPath = `${recipientsPath(customerId)}/${recipient.id}/destinations`;
    const destination = await env.api.post(destinationsPath, {
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'base', address: samples.evmAddress },
    });
    expect(destination.status).toBe(201);
    const since = env.platform.core.nowIso();
    env.clock.advance(1000);

    const response = await env.api.del(`${recipientsPath(customerId)}/${recipient.id}`);
    expect(response.status).toBe(200);
    expect(recipientSchema.parse(response.body.data)).toMatchObject({ status: 'archived', archivedAt: env.platform.core.nowIso() });
    const listed = await env.api.get<ListBody>(recipientsPath(customerId));
    expect(listed.body.data).toEqual([expect.objectContaining({ id: recipient.id, status: 'archived' })]);

    const catchUp = await env.api.get<ListBody>(`${destinationsPath}?updatedAfter=${since}`);
    expect(catchUp.body.data).toEqual([
      expect.objectContaining({ id: destination.body.data.id, status: 'archived', archivedAt: env.platform.core.nowIso() }),
    ]);
    destinationSchema.parse(catchUp.body.data[0]);

    const again = await env.api.del(`${recipientsPath(customerId)}/${recipient.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.archivedAt).toBe(response.body.data.archivedAt);
  });
});
