import { describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../testing/platform/seededIds.js';
import { fillPath, isValidPathParam, MAX_ID_LENGTH, pathParamPatterns } from './pathParams.js';

const prefixes: Record<string, string> = {
  applicationId: 'apl_',
  taskId: 'tsk_',
  submissionId: 'sub_',
  documentId: 'doc_',
  accountId: 'acc_',
  recipientId: 'rcp_',
  destinationId: 'dst_',
  relatedPartyId: 'rp_',
  ruleId: 'rul_',
  quoteId: 'quo_',
  transferId: 'tr_',
  customerId: 'cus_',
};

describe('given ids and the length bound', () => {
  it.each(Object.entries(prefixes))('should take a %s value up to the bound and refuse one past it', (name, prefix) => {
    expect(isValidPathParam(name, `${prefix}${'a'.repeat(MAX_ID_LENGTH - prefix.length)}`)).toBe(true);
    expect(isValidPathParam(name, `${prefix}${'a'.repeat(MAX_ID_LENGTH - prefix.length + 1)}`)).toBe(false);
  });

  it("should take the fake platform's ids and capability ids", () => {
    const ids = createIdGenerator(7);
    for (const [name, prefix] of Object.entries(prefixes)) expect(isValidPathParam(name, ids.next(prefix)), name).toBe(true);
    expect(isValidPathParam('capabilityId', 'stablecoin_transfers')).toBe(true);
  });

  it('should have a prefix pattern for every parameter', () => {
    expect(Object.keys(pathParamPatterns).sort()).toEqual([...Object.keys(prefixes), 'capabilityId', 'provider'].sort());
  });

  it('should take a KYC provider name and refuse anything that could leave its segment', () => {
    expect(isValidPathParam('provider', 'persona')).toBe(true);
    expect(isValidPathParam('provider', 'sum-sub_2')).toBe(true);
    for (const value of ['', 'Persona', '../x', 'a/b', 'a%2F', '-a', 'a--b'])
      expect(isValidPathParam('provider', value), value).toBe(false);
  });

  it('should refuse to fill a path with an id past the bound, so the client never sends one', () => {
    expect(() => fillPath('/tasks/{taskId}', { taskId: `tsk_${'a'.repeat(MAX_ID_LENGTH)}` })).toThrow(TypeError);
  });
});
