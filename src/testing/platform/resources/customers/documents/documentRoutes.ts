import { recordsOfCustomer } from '../../../GroupIndex.js';
import { ApiProblem, problems } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import type { HandlerResult, RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { documentsOf, requireActiveCustomer, type DocumentRecord } from '../store.js';
import { SIGNATURE_BYTES, acceptedDocumentTypes, detectContentType } from './detectContentType.js';

const FORM_FIELDS = ['file', 'purpose'];
const PURPOSE = /^[a-z][a-z0-9_]{0,63}$/;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest file name kept (the description shows none); a longer one is refused at `/file`. */
const MAX_FILE_NAME_LENGTH = 255;

/** The uploaded file, checked: exactly one non-empty file; its type comes from its content. */
function readUpload(ctx: RequestContext, issues: Issues): File | undefined {
  const form = ctx.form as FormData;
  for (const name of new Set(form.keys())) {
    if (!FORM_FIELDS.includes(name)) issues.add(`/${name}`, 'unknown_field', 'is not a field of a document upload');
  }
  const purposes = form.getAll('purpose');
  const purpose = purposes[0];
  if (purpose === undefined) issues.add('/purpose', 'required', 'is required');
  else if (purposes.length > 1 || typeof purpose !== 'string') issues.add('/purpose', 'invalid_type', 'must be one text field');
  else if (!PURPOSE.test(purpose)) issues.add('/purpose', 'invalid_format', 'must be a document type in snake case, such as proof_of_address');
  const files = form.getAll('file');
  const file = files[0];
  if (file === undefined) issues.add('/file', 'required', 'is required');
  else if (files.length > 1 || typeof file === 'string') issues.add('/file', 'invalid_type', 'must be one file');
  else if (file.size === 0) issues.add('/file', 'empty_file', 'must not be empty');
  else if (file.name.length > MAX_FILE_NAME_LENGTH) issues.add('/file', 'file_name_too_long', `must have a name of at most ${MAX_FILE_NAME_LENGTH} characters`);
  else return file;
  return undefined;
}

async function uploadDocument(ctx: RequestContext): Promise<HandlerResult> {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const issues = new Issues();
  const file = readUpload(ctx, issues);
  issues.throwIfAny();
  const upload = file as File;
  const maxBytes = ctx.platform.settings.maxDocumentBytes;
  if (upload.size > maxBytes) {
    throw new ApiProblem({ status: 413, code: 'request_body_too_large', detail: `The document is larger than ${maxBytes} bytes.`, retryable: false });
  }
  // Only the first bytes are read: the type comes from them, and nothing else of the file is kept.
  const contentType = detectContentType(new Uint8Array(await upload.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  if (!contentType) {
    throw problems.validation(
      [{ pointer: '/file', code: 'unsupported_media_type', message: `must be a PDF, JPEG or PNG file (${acceptedDocumentTypes.join(', ')}), judged by its content` }],
      422,
    );
  }
  const document = {
    id: ctx.platform.ids.next('doc_'),
    customerId: customer.id,
    fileName: upload.name === '' ? 'document' : upload.name,
    contentType,
    size: upload.size,
    documentType: ctx.form?.get('purpose') as string,
    status: 'ready',
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  } satisfies DocumentRecord;
  documentsOf(ctx.partition).insert(document.id, document);
  return ok(document, 201);
}

function listDocuments(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  return paginate(ctx, recordsOfCustomer(documentsOf(ctx.partition), customer.id).filter((document) => !document._deletedAt));
}

function deleteDocument(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const document = documentsOf(ctx.partition).get(ctx.params.documentId ?? '');
  if (!document || document.customerId !== customer.id || document._deletedAt) {
    throw problems.notFound('not_found', `No document ${ctx.params.documentId ?? ''} of this customer.`);
  }
  document._deletedAt = ctx.nowIso;
  document.updatedAt = ctx.nowIso;
  return { status: 204 };
}

/** The document operations: upload (multipart `file` and `purpose`, metadata kept), list, delete. */
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
