import { describe, expect, it } from 'vitest';
import type { Requirement } from '../schemas/index.js';
import { documentUses } from './documentUses.js';

type RequirementPart = Pick<Requirement, 'id' | 'key' | 'status' | 'evidence'>;

const requirement = (status: string, evidence: Partial<NonNullable<Requirement['evidence']>> | null, id = 'req_1'): RequirementPart => ({
  id,
  key: 'proof_of_address',
  status,
  evidence: evidence && { type: 'document', status: null, documentIds: [], provenance: null, ...evidence },
});
const task = (...requirements: RequirementPart[]) => ({ id: 'tsk_1', requirements: requirements as Requirement[] });

describe('given the tasks and transfers of a customer', () => {
  it('should hold a document that is evidence in review or accepted, saying which requirement', () => {
    const uses = documentUses([
      task(
        requirement('in_review', { status: 'in_review', documentIds: ['doc_review'] }, 'req_1'),
        requirement('satisfied', { status: 'accepted', documentIds: ['doc_accepted'] }, 'req_2'),
      ),
    ]);
    expect(uses.get('doc_review')).toEqual([
      { kind: 'evidence', taskId: 'tsk_1', requirementId: 'req_1', requirementKey: 'proof_of_address', review: 'in_review' },
    ]);
    expect(uses.get('doc_accepted')?.[0]).toMatchObject({ review: 'accepted', requirementId: 'req_2' });
  });

  it('should free a document whose evidence was rejected or whose requirement is open again', () => {
    const uses = documentUses([
      task(
        requirement('action_required', { status: 'rejected', documentIds: ['doc_rejected'] }, 'req_1'),
        requirement('action_required', { documentIds: ['doc_reopened'] }, 'req_2'),
        requirement('in_review', { status: 'some_future_status', documentIds: ['doc_unknown'] }, 'req_3'),
      ),
    ]);
    expect([...uses.keys()]).toEqual([]);
  });

  it('should read evidence without a status of its own by its requirement', () => {
    const uses = documentUses([
      task(
        requirement('in_review', { documentIds: ['doc_a'] }, 'req_1'),
        requirement('satisfied', { documentIds: ['doc_b'] }, 'req_2'),
        requirement('rejected', { documentIds: ['doc_c'] }, 'req_3'),
      ),
    ]);
    expect(uses.get('doc_a')?.[0]).toMatchObject({ review: 'in_review' });
    expect(uses.get('doc_b')?.[0]).toMatchObject({ review: 'accepted' });
    expect(uses.has('doc_c')).toBe(false);
  });

  it('should hold a supporting document of a transfer, and a document used twice once per use', () => {
    const uses = documentUses(
      [task(requirement('in_review', { status: 'in_review', documentIds: ['doc_1', 'doc_1'] }))],
      [{ id: 'tr_1', supportingDocuments: ['doc_1', 'doc_2'] }],
    );
    expect(uses.get('doc_1')?.map((use) => use.kind)).toEqual(['evidence', 'transfer']);
    expect(uses.get('doc_2')).toEqual([{ kind: 'transfer', transferId: 'tr_1' }]);
  });

  it('should free every document of a customer with no tasks or transfers', () => {
    expect(documentUses([], []).size).toBe(0);
  });
});
