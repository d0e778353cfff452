import { describe, expect, it } from 'vitest';
import { institutionSchema } from '../../core/schemas/index.js';
import { institutions } from '../platform/catalog/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ListBody } from './harness.js';

const env = serveFakePlatformPerFile();

describe('given GET /v3/institutions', () => {
  it('should list the institutions as a page of { id, name, bic, country, methods }', async () => {
    const response = await env.api.get<ListBody>('/v3/institutions');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ nextCursor: null, hasMore: false });
    expect(response.body.data.map((institution) => institution.id)).toEqual(institutions.map((institution) => institution.id));
    for (const institution of response.body.data) institutionSchema.parse(institution);
    expect(response.body.data[0]).toMatchObject({
      id: 'inst_lead_bank',
      name: 'Lead Bank',
      bic: 'LEADUS44',
      country: 'US',
      methods: ['ach', 'wire', 'rtp'],
    });
  });

  it('should filter by method and by country', async () => {
    const sepa = await env.api.get<ListBody>('/v3/institutions?method=sepa');
    expect(sepa.body.data.map((institution) => institution.id)).toEqual(['inst_banking_circle', 'inst_modulr']);
    const sepaInGb = await env.api.get<ListBody>('/v3/institutions?method=sepa&country=GB');
    expect(sepaInGb.body.data.map((institution) => institution.id)).toEqual(['inst_modulr']);
    const none = await env.api.get<ListBody>('/v3/institutions?country=JP');
    expect(none.body.data).toEqual([]);
  });

  it('should page with limit and cursor', async () => {
    const first = await env.api.get<ListBody>('/v3/institutions?limit=4');
    expect(first.body.data).toHaveLength(4);
    expect(first.body.hasMore).toBe(true);
    const second = await env.api.get<ListBody>(`/v3/institutions?limit=4&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((institution) => institution.id)).toEqual(institutions.slice(4).map((institution) => institution.id));
    expect(second.body.hasMore).toBe(false);
  });

  it('should answer 400 validation_error for a malformed filter or limit, and unknown_parameter for others', async () => {
    const filters = await env.api.get('/v3/institutions?country=gb&method=SEPA');
    expect(filters.status).toBe(400);
    expect(filters.body.code).toBe('validation_error');
    expect(filters.body.errors.map((issue: { pointer: string }) => issue.pointer)).toEqual(['/query/method', '/query/country']);
    const limit = await env.api.get('/v3/institutions?limit=101');
    expect(limit.body.errors[0].pointer).toBe('/query/limit');
    const unknown = await env.api.get('/v3/institutions?bic=LEADUS44');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_parameter');
  });
});
