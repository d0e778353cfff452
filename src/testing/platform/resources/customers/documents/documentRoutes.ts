import { DOCUMENT_MEDIA_TYPES, detectDocumentType } from '../../../../../core/documents/detectDocumentType.js';
import { DOCUMENT_IN_USE, documentUses } from '../../../../../core/documents/documentUses.js';
import { recordsOfCustomer } from '../../../GroupIndex.js';
import { ApiProblem, problems } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import type { HandlerResult, RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { textOf, type UploadForm, type UploadPart } from '../../../http/uploadForm.js';
import { Issues } from '../../../validation/Issues.js';
import { tasksOfCustomer } from '../../onboarding/store.js';
import { transfersOfCustomer } from '../../transfers/store.js';
import { documentsOf, requireActiveCustomer, type DocumentRecord } from '../store.js';

const FORM_FIELDS = ['file', 'purpose'];
const PURPOSE = /^[a-z][a-z0-9_]{0,63}$/;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest file name kept (the description shows none); a longer one is refused at `/file`. */
const MAX_FILE_NAME_LENGTH = 255;

/** The upload's file and purpose, checked: exactly one non-empty file, one snake_case purpose. */
function readUpload(ctx: RequestContext, issues: Issues): { file: UploadPart; purpose: string } | undefined {
  const { parts } = ctx.form as UploadForm;
  for (const name of new Set(parts.map((part) => part.name))) {
    if (!FORM_FIELDS.includes(name)) issues.add(`/${name}`, 'unknown_field', 'is not a field of a document upload');
  }
  const purposes = parts.filter((part) => part.name === 'purpose');
  const purpose = purposes[0] === undefined ? undefined : textOf(purposes[0]);
  if (purposes.length === 0) issues.add('/purpose', 'required', 'is required');
  else if (purposes.length > 1 || purposes[0]?.fileName !== undefined) issues.add('/purpose', 'invalid_type', 'must be one text field');
  else if (purpose === undefined || !PURPOSE.test(purpose))
    issues.add('/purpose', 'invalid_format', 'must be a document type in snake case, such as proof_of_address');
  const files = parts.filter((part) => part.name === 'file');
  const file = files[0];
  if (file === undefined) issues.add('/file', 'required', 'is required');
  else if (files.length > 1 || file.fileName === undefined) issues.add('/file', 'invalid_type', 'must be one file');
  else if (file.size === 0) issues.add('/file', 'empty_file', 'must not be empty');
  else if (file.fileName.length > MAX_FILE_NAME_LENGTH)
    issues.add('/file', 'file_name_too_long', `must have a name of at most ${MAX_FILE_NAME_LENGTH} characters`);
  else if (purpose !== undefined) return { file, purpose };
  return undefined;
}

function uploadDocument(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const issues = new Issues();
  const upload = readUpload(ctx, issues);
  issues.throwIfAny();
  const { file, purpose } = upload as NonNullable<typeof upload>;
  const maxBytes = ctx.platform.settings.maxDocumentBytes;
  if (file.size > maxBytes) {
    throw new ApiProblem({
      status: 413,
      code: 'request_body_too_large',
      detail: `The document is larger than ${maxBytes} bytes.`,
      retryable: false,
    });
  }
  // The type comes from the first bytes: of the file's content the fake kept only those, its size and its digest.
  const contentType = detectDocumentType(file.head)?.type;
  if (!contentType) {
    throw problems.validation(
      [
        {
          pointer: '/file',
          code: 'unsupported_media_type',
          message: `must be a PDF, JPEG or PNG file (${DOCUMENT_MEDIA_TYPES.join(', ')}), judged by its content`,
        },
      ],
      422,
    );
  }
  const document = {
    id: ctx.platform.ids.next('doc_'),
    customerId: customer.id,
    fileName: file.fileName || 'document',
    contentType,
    size: file.size,
    documentType: purpose,
    status: 'ready',
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  } satisfies DocumentRecord;
  documentsOf(ctx.partition).insert(document.id, document);
  return ok(document, 201);
}

function listDocuments(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  return paginate(
    ctx,
    recordsOfCustomer(documentsOf(ctx.partition), customer.id).filter((document) => !document._deletedAt),
  );
}

function deleteDocument(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const document = documentsOf(ctx.partition).get(ctx.params.documentId ?? '');
  if (!document || document.customerId !== customer.id || document._deletedAt) {
    throw problems.notFound('not_found', `No document ${ctx.params.documentId ?? ''} of this customer.`);
  }
  // paykit's rule (src/core/documents/documentUses.ts): evidence in review or accepted, or a transfer's supporting document, stays.
  const uses = documentUses(tasksOfCustomer(ctx.partition, customer.id), transfersOfCustomer(ctx.partition, customer.id)).get(document.id);
  if (uses) {
    throw problems.conflict(
      DOCUMENT_IN_USE,
      `Document ${document.id} is evidence of a requirement in review or accepted, or supports a transfer, and cannot be deleted.`,
      undefined,
      false,
    );
  }
  document._deletedAt = ctx.nowIso;
  document.updatedAt = ctx.nowIso;
  return { status: 204 };
}

/**
 * The document operations: upload (multipart `file` and `purpose`, metadata kept), list, delete
 * (409 `document_in_use` for a document still relied on).
 */
export const documentRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/customers/{customerId}/documents',
    handler: uploadDocument,
    body: 'multipart',
    maxBodyBytes: (settings) => settings.maxDocumentBytes + MULTIPART_OVERHEAD_BYTES,
  },
  { method: 'GET', path: '/v3/customers/{customerId}/documents', handler: listDocuments, list: true },
  { method: 'DELETE', path: '/v3/customers/{customerId}/documents/{documentId}', handler: deleteDocument },
];
