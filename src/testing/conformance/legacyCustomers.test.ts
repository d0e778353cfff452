import { describe, expect, it } from 'vitest';
import { errorAt, pointersOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { ACME_SANDBOX, legacySteps, v1Business, v1Individual } from './legacySetup.js';

const env = useFakePlatformServer();
const legacy = legacySteps(env);

const INDIVIDUAL_KEYS = [
  'id',
  'type',
  'verificationStatus',
  'firstName',
  'lastName',
  'email',
  'country',
  'rails',
  'createdAt',
  'updatedAt',
];
const BUSINESS_KEYS = ['id', 'type', 'verificationStatus', 'businessName', 'email', 'country', 'rails', 'createdAt', 'updatedAt'];

describe('given POST /v1/customers', () => {
  it('should create an individual that is the v3 customer of the same cus_ id', async () => {
    const response = await env.api.post('/v1/customers', v1Individual);
    expect(response.status).toBe(201);
    const customer = response.body.data;
    expect(Object.keys(customer).sort()).toEqual([...INDIVIDUAL_KEYS].sort());
    expect(customer).toMatchObject({ ...v1Individual, verificationStatus: 'not_started', rails: [] });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    const v3 = await env.api.get(`/v3/customers/${customer.id}`);
    expect(v3.status).toBe(200);
    expect(v3.body.data).toMatchObject({
      id: customer.id,
      type: 'individual',
      individual: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', residenceCountry: 'US' },
      createdAt: customer.createdAt,
    });
  });

  it('should create a business whose businessName is the v3 legal name, pending verification', async () => {
    const customer = await legacy.customer(v1Business);
    expect(Object.keys(customer).sort()).toEqual([...BUSINESS_KEYS].sort());
    expect(customer).toMatchObject({ ...v1Business, verificationStatus: 'pending' });
    const v3 = await env.api.get(`/v3/customers/${customer.id}`);
    expect(v3.body.data.business).toMatchObject({ legalName: 'Acme Widgets LLC', email: 'ops@acme.example', incorporationCountry: 'US' });
  });

  it('should name every invalid field of the v1 body in errors[]', async () => {
    const response = await env.api.post('/v1/customers', {
      type: 'individual',
      firstName: ' Ada',
      email: 'not-an-email',
      country: 'usa',
      businessName: 'Acme',
      nickname: 'ada',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body).sort()).toEqual(['/businessName', '/country', '/email', '/firstName', '/lastName', '/nickname']);
    expect(errorAt(response.body, '/lastName')?.code).toBe('required');
    expect(errorAt(response.body, '/businessName')?.code).toBe('invalid_field_for_type');
    expect(errorAt(response.body, '/nickname')?.code).toBe('unknown_field');
  });

  it('should require a known type', async () => {
    const missing = await env.api.post('/v1/customers', { email: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(errorAt(missing.body, '/type')?.code).toBe('required');
    const unknown = await env.api.post('/v1/customers', { type: 'robot' });
    expect(errorAt(unknown.body, '/type')?.code).toBe('invalid_enum');
  });

  it('should not require an Idempotency-Key, and replay the first answer when one is given', async () => {
    const keyless = await env.api.post('/v1/customers', v1Individual, { idempotencyKey: false });
    expect(keyless.status).toBe(201);
    const first = await env.api.post('/v1/customers', v1Individual, { idempotencyKey: 'legacy-create-1' });
    const again = await env.api.post('/v1/customers', v1Individual, { idempotencyKey: 'legacy-create-1' });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(first.body.data.id).not.toBe(keyless.body.data.id);
  });
});

describe('given GET and PUT /v1/customers/{id}', () => {
  it('should update the given fields through the v3 write path, so v3 reads agree', async () => {
    const customer = await legacy.customer();
    env.clock.advance(1_000);
    const response = await env.api.put(`/v1/customers/${customer.id}`, { lastName: 'Byron', country: 'GB' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Byron', country: 'GB', email: 'ada@example.com' });
    expect(response.body.data.updatedAt).not.toBe(customer.updatedAt);
    const v3 = await env.api.get(`/v3/customers/${customer.id}`);
    expect(v3.body.data.individual).toMatchObject({ lastName: 'Byron', residenceCountry: 'GB' });
    expect(v3.body.data.updatedAt).toBe(response.body.data.updatedAt);
    expect(await legacy.read(customer.id)).toEqual(response.body.data);
  });

  it('should show a v3 PATCH on the v1 read', async () => {
    const customer = await legacy.customer(v1Business);
    await env.api.patch(`/v3/customers/${customer.id}`, { business: { legalName: 'Acme Holdings Inc' } });
    expect((await legacy.read(customer.id)).businessName).toBe('Acme Holdings Inc');
  });

  it('should refuse a type change and fields of the other type', async () => {
    const customer = await legacy.customer();
    const response = await env.api.put(`/v1/customers/${customer.id}`, { type: 'business', businessName: 'Acme' });
    expect(response.status).toBe(400);
    expect(errorAt(response.body, '/type')?.code).toBe('immutable');
    expect(errorAt(response.body, '/businessName')?.code).toBe('invalid_field_for_type');
  });

  it('should answer 404 customer_not_found as v3 does: unknown, another developer, archived', async () => {
    const customer = await legacy.customer();
    expect((await env.api.get('/v1/customers/cus_unknown1')).body.code).toBe('customer_not_found');
    const foreign = await env.other.get(`/v1/customers/${customer.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('customer_not_found');
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBeLessThan(300);
    const archived = await env.api.put(`/v1/customers/${customer.id}`, { lastName: 'Byron' });
    expect(archived.status).toBe(404);
    expect(archived.body.code).toBe('customer_not_found');
  });
});

describe('given the legacy customer events', () => {
  it('should send customer.created and customer.updated with the v1 view to the v1 URL, beside the v3 events', async () => {
    const customer = await legacy.customer();
    await env.api.put(`/v1/customers/${customer.id}`, { firstName: 'Augusta' });
    const [created] = legacy.legacyEvents('customer.created', customer.id);
    expect(created?.data).toEqual(customer);
    const updated = legacy.legacyEvents('customer.updated', customer.id);
    expect(updated).toHaveLength(1);
    expect(updated[0]?.data).toMatchObject({ id: customer.id, firstName: 'Augusta', verificationStatus: 'not_started' });
    expect(legacy.v3Events('customer.created', customer.id)).toHaveLength(1);
    expect(legacy.v3Events('customer.created', customer.id)[0]?.data).toHaveProperty('individual');
  });

  it('should produce no legacy events for a partition that only uses v3, and announce v3 changes once it uses v1', async () => {
    const initech = env.client('sk_sandbox_initech');
    const before = await initech.post('/v3/customers', { type: 'business', business: { legalName: 'Initech' } });
    expect(env.platform.events('sk_sandbox_initech').filter((event) => event.audience !== 'v3')).toEqual([]);
    expect((await initech.get(`/v1/customers/${before.body.data.id}`)).status).toBe(200);
    const created = await initech.post('/v3/customers', { type: 'business', business: { legalName: 'Globex' } });
    const legacyCreated = env.platform
      .events('sk_sandbox_initech')
      .filter((event) => event.audience === 'v1' && event.type === 'customer.created');
    expect(legacyCreated.map((event) => event.data)).toEqual([
      expect.objectContaining({ id: created.body.data.id, type: 'business', businessName: 'Globex', verificationStatus: 'pending' }),
    ]);
  });

  it('should send one api.deprecation notice per legacy operation', async () => {
    const customer = await legacy.customer();
    await legacy.read(customer.id);
    await legacy.read(customer.id);
    const notices = env.platform.events(ACME_SANDBOX).filter((event) => event.type === 'api.deprecation');
    const operations = notices.map((event) => event.data.operation);
    expect(operations.filter((operation) => operation === 'GET /v1/customers/{customerId}')).toHaveLength(1);
    expect(operations.filter((operation) => operation === 'POST /v1/customers')).toHaveLength(1);
    expect(notices.find((event) => event.data.operation === 'POST /v1/customers')).toMatchObject({
      audience: 'both',
      data: { replacement: 'POST /v3/customers' },
    });
  });
});
