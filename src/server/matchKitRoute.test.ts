import { describe, expect, it } from 'vitest';
import { kitRoutes, MAX_ID_LENGTH, pathParamNames, pathParamPatterns } from '../core/routes/index.js';
import { isKitRouteMatch, matchKitRoute } from './matchKitRoute.js';

describe('given the kit route table', () => {
  it('should resolve every route from its own path with sample parameters', () => {
    const samples: Record<string, string> = {
      capabilityId: 'ach_pooled',
      applicationId: 'apl_1',
      taskId: 'tsk_1',
      submissionId: 'sub_1',
      documentId: 'doc_1',
      accountId: 'acc_1',
      recipientId: 'rcp_1',
      destinationId: 'dst_1',
      relatedPartyId: 'rp_1',
      ruleId: 'rul_1',
      quoteId: 'quo_1',
      transferId: 'tr_1',
      provider: 'persona',
    };
    for (const [name, route] of Object.entries(kitRoutes)) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => samples[param] ?? 'missing');
      const result = matchKitRoute(route.method, path);
      expect(isKitRouteMatch(result) && result.name, `${route.method} ${path}`).toBe(name);
    }
  });

  it('should prefer the literal segment over a parameter (supported is not a capability id)', () => {
    const result = matchKitRoute('GET', '/capabilities/supported');
    expect(isKitRouteMatch(result) && result.name).toBe('listSupportedCapabilities');
  });

  it('should never name a customer: no route takes a customer id from the browser', () => {
    for (const route of Object.values(kitRoutes)) expect(route.path).not.toContain('customerId');
  });

  it('should validate every parameter of every path and upstream template against a pattern', () => {
    for (const route of Object.values(kitRoutes)) {
      for (const name of [...pathParamNames(route.path), ...pathParamNames(route.upstream)]) expect(pathParamPatterns).toHaveProperty(name);
      expect(pathParamNames(route.upstream).filter((name) => name !== 'customerId')).toEqual(pathParamNames(route.path));
    }
  });

  it('should match methods case-insensitively and nothing for an unknown method', () => {
    expect(isKitRouteMatch(matchKitRoute('patch', '/customer'))).toBe(true);
    expect(isKitRouteMatch(matchKitRoute('TRACE', '/customer'))).toBe(false);
  });
});

describe('given paths outside the table', () => {
  it.each([
    ['GET', '/customers'],
    ['POST', '/customers'],
    ['DELETE', '/customer'],
    ['GET', '/webhooks'],
    ['PUT', '/accounts/acc_1/fees'],
    ['GET', '/tasks/tsk_1/../../customers'],
    ['GET', ''],
  ])('should not match %s %s', (method, path) => {
    expect(isKitRouteMatch(matchKitRoute(method, path))).toBe(false);
  });

  it.each(['/tasks/tsk_1%2F..%2Fx', '/tasks/..', '/tasks/tsk_1%252F', '/tasks/tsk_1\\..', '/tasks/cus_1', '/tasks/tsk_', '/tasks/TSK_1'])(
    'should refuse the malformed task id in %s',
    (path) => {
      expect(matchKitRoute('GET', path)).toEqual({ reason: 'malformed_parameter', parameter: 'taskId' });
    },
  );
});

describe('given a parameter longer than any id', () => {
  it('should refuse it on its length, naming the parameter', () => {
    const id = `tsk_${'a'.repeat(MAX_ID_LENGTH - 3)}`;
    expect(matchKitRoute('GET', `/tasks/${id}/history`)).toEqual({ reason: 'parameter_too_long', parameter: 'taskId' });
    expect(matchKitRoute('GET', `/tasks/${'a'.repeat(65_000)}`)).toEqual({ reason: 'parameter_too_long', parameter: 'taskId' });
  });

  it('should match one at the bound', () => {
    const id = `tsk_${'a'.repeat(MAX_ID_LENGTH - 4)}`;
    expect(matchKitRoute('GET', `/tasks/${id}`)).toMatchObject({ name: 'getTask', params: { taskId: id } });
  });
});
