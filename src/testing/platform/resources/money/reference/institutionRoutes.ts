import { institutions } from '../../../catalog/index.js';
import { paginate, sequenceByPosition } from '../../../http/pagination.js';
import type { RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';

/** When the institution catalog last changed: what `updatedAfter` compares against. */
export const INSTITUTIONS_UPDATED_AT = '2026-01-01T00:00:00.000Z';

function listInstitutions(ctx: RequestContext) {
  const issues = new Issues();
  const method = ctx.query.get('method');
  const country = ctx.query.get('country');
  if (method !== null && !/^[a-z][a-z0-9_]*$/.test(method))
    issues.add('/query/method', 'invalid_format', 'must be a payment method such as sepa');
  if (country !== null && !/^[A-Z]{2}$/.test(country))
    issues.add('/query/country', 'invalid_country', 'must be an ISO 3166-1 alpha-2 code (two capital letters)');
  issues.throwIfAny();
  const matching = institutions
    .filter(
      (institution) => (method === null || institution.methods.includes(method)) && (country === null || institution.country === country),
    )
    .map((institution) => ({ ...institution, methods: [...institution.methods], updatedAt: INSTITUTIONS_UPDATED_AT }));
  return paginate(ctx, sequenceByPosition(matching));
}

/** `GET /v3/institutions`: the partner institutions, paged, filtered by `method` and `country`. */
export const institutionRoutes: RouteDef[] = [
  { method: 'GET', path: '/v3/institutions', list: true, query: ['method', 'country'], handler: listInstitutions },
];
