/**
 * When a document may be deleted. The API description leaves the fields of documents and the rule
 * for deleting one unstated ("not shown"); paykit's rule, kept here for the kit and the fake
 * platform alike: a document may be deleted unless it is still relied on, that is
 * - it is evidence of a requirement whose evidence is in review or accepted (evidence a reviewer
 *   rejected, or a requirement open again, no longer holds it), or
 * - it is a supporting document of a transfer (a transfer's record keeps its documents).
 * Deleting one that is relied on is refused with 409 {@link DOCUMENT_IN_USE}.
 */
import type { Requirement, Task, Transfer } from '../schemas/index.js';

/** The problem code of a refused deletion of a document still relied on (409). */
export const DOCUMENT_IN_USE = 'document_in_use';

/** What keeps a document from being deleted. */
export type DocumentUse =
  | {
      /** Evidence of a requirement. */
      kind: 'evidence';
      taskId: string;
      requirementId: string;
      /** The requirement's stable name (`proof_of_address`…), to say what the document proves. */
      requirementKey: string;
      /** Where the review of that evidence stands. */
      review: 'in_review' | 'accepted';
    }
  | {
      /** A supporting document of a transfer. */
      kind: 'transfer';
      transferId: string;
    };

/** The uses of each document id that has one; a document missing from the map may be deleted. */
export type DocumentUses = ReadonlyMap<string, readonly DocumentUse[]>;

/** The review of a requirement's document evidence when it holds its documents, else `undefined`. */
function heldReview(requirement: Pick<Requirement, 'status' | 'evidence'>): 'in_review' | 'accepted' | undefined {
  const evidence = requirement.evidence;
  if (!evidence || evidence.documentIds.length === 0) return undefined;
  // Evidence without a status of its own stands where its requirement stands.
  const status = evidence.status ?? { in_review: 'in_review', satisfied: 'accepted' }[requirement.status as string];
  return status === 'in_review' || status === 'accepted' ? status : undefined;
}

/**
 * The uses of the customer's documents, from its tasks (requirement evidence) and, when known, its
 * transfers (`supportingDocuments`). Linear in what it reads.
 *
 * @example
 * const uses = documentUses(tasks);
 * const deletable = !uses.has(document.id);
 */
export function documentUses(
  tasks: readonly Pick<Task, 'id' | 'requirements'>[],
  transfers: readonly Pick<Transfer, 'id' | 'supportingDocuments'>[] = [],
): DocumentUses {
  const uses = new Map<string, DocumentUse[]>();
  const add = (documentId: string, use: DocumentUse) => {
    const list = uses.get(documentId);
    if (list) list.push(use);
    else uses.set(documentId, [use]);
  };
  for (const task of tasks) {
    for (const requirement of task.requirements) {
      const review = heldReview(requirement);
      if (!review) continue;
      for (const documentId of new Set(requirement.evidence?.documentIds)) {
        add(documentId, { kind: 'evidence', taskId: task.id, requirementId: requirement.id, requirementKey: requirement.key, review });
      }
    }
  }
  for (const transfer of transfers) {
    for (const documentId of new Set(transfer.supportingDocuments)) add(documentId, { kind: 'transfer', transferId: transfer.id });
  }
  return uses;
}
