import type { Requirement } from '../../../../../core/schemas/index.js';
import type { Partition } from '../../../Partition.js';
import { pointerTo, type Issues } from '../../../validation/Issues.js';
import { documentsOf } from '../../customers/store.js';

const DAY_MS = 86_400_000;
/** Documents one answer may reference at most, when the requirement does not say. */
const MAX_DOCUMENTS = 10;

/** The file format a content type stands for (`application/pdf` → `pdf`). */
export function formatOfContentType(contentType: string | null | undefined): string | undefined {
  if (!contentType) return undefined;
  const subtype = contentType.split(';')[0]?.trim().toLowerCase().split('/')[1];
  return subtype === 'jpg' ? 'jpeg' : subtype;
}

/**
 * Checks the documents of a `document` answer: at least one, within `minItems`/`maxItems` (at most
 * 10), no repeats, each uploaded for this customer and not deleted, of an accepted document type
 * and file format, and no older than `maxAgeDays` (counted from the upload).
 */
export function checkDocumentAnswer(
  issues: Issues,
  env: { partition: Partition; now: number; customerId: string },
  pointer: string,
  documentIds: readonly string[],
  requirement: Requirement,
): void {
  const constraints = requirement.request.constraints ?? {};
  const min = Math.max(1, constraints.minItems ?? 1);
  const max = constraints.maxItems ?? MAX_DOCUMENTS;
  if (documentIds.length < min) issues.add(pointer, 'too_few_items', `must name at least ${min} document${min === 1 ? '' : 's'}`);
  if (documentIds.length > max) issues.add(pointer, 'too_many_items', `must name at most ${max} documents`);
  const seen = new Set<string>();
  documentIds.forEach((documentId, index) => {
    const itemPointer = pointerTo(pointer, index);
    if (seen.has(documentId)) {
      issues.add(itemPointer, 'duplicate_item', 'repeats an earlier document');
      return;
    }
    seen.add(documentId);
    const document = documentsOf(env.partition).get(documentId);
    if (!document || document.customerId !== env.customerId || document._deletedAt) {
      issues.add(itemPointer, 'document_not_found', 'is not a document uploaded for this customer');
      return;
    }
    if (document.status === 'rejected') issues.add(itemPointer, 'document_rejected', 'was rejected; upload another document');
    const acceptedTypes = constraints.acceptedDocumentTypes;
    if (acceptedTypes && acceptedTypes.length > 0 && !acceptedTypes.includes(document.documentType ?? '')) {
      issues.add(
        itemPointer,
        'document_type_not_accepted',
        `is ${document.documentType ? `a ${document.documentType}` : 'a document without a type'}; accepted: ${acceptedTypes.join(', ')}`,
      );
    }
    const acceptedFormats = constraints.acceptedFormats;
    const format = formatOfContentType(document.contentType);
    if (acceptedFormats && acceptedFormats.length > 0 && !acceptedFormats.includes(format ?? '')) {
      issues.add(
        itemPointer,
        'document_format_not_accepted',
        `is ${format ?? 'of an unknown format'}; accepted formats: ${acceptedFormats.join(', ')}`,
      );
    }
    const uploadedAt = document.createdAt ? Date.parse(document.createdAt) : Number.NaN;
    if (constraints.maxAgeDays != null && !Number.isNaN(uploadedAt) && env.now - uploadedAt > constraints.maxAgeDays * DAY_MS) {
      issues.add(itemPointer, 'document_too_old', `is older than ${constraints.maxAgeDays} days`);
    }
  });
}
