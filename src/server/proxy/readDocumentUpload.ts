/**
 * Document uploads: a `multipart/form-data` body read with a cap while streaming, holding exactly a
 * `file` and a `purpose`. The file's type is read from its content, never from its name or its
 * declared type, and the upstream body is a fresh multipart body with only those two parts.
 */
import { detectDocumentType } from './magicBytes.js';
import { ProxyProblem, invalidField } from './proxyProblem.js';
import { bodyTooLarge, readLimitedBody } from './readLimitedBody.js';
import { unsupportedMediaType } from './readJsonBody.js';

/** Room for the multipart framing and the `purpose` part around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_PURPOSE_LENGTH = 256;
const MAX_FILE_NAME_LENGTH = 128;

/** The upstream body of an upload. */
export interface EncodedUpload {
  body: Uint8Array;
  contentType: string;
}

function isMultipart(value: string | null): boolean {
  if (value === null) return false;
  const [type = '', ...params] = value.split(';');
  return type.trim().toLowerCase() === 'multipart/form-data' && params.some((param) => /^\s*boundary=/i.test(param));
}

/** A file name safe to pass on: its last path segment, printable, bounded, with the real extension. */
function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .trim();
  const stem = base.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return `${stem === '' ? 'document' : stem}.${extension}`;
}

async function parseForm(bytes: Uint8Array, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw invalidField('', 'invalid_multipart', 'The body is not a well-formed multipart/form-data body.');
  }
}

function onlyPart(form: FormData, name: 'file' | 'purpose'): FormDataEntryValue {
  const values = form.getAll(name);
  if (values.length === 0) throw invalidField(`/${name}`, 'required', `A ${name} part is required.`);
  if (values.length > 1) throw invalidField(`/${name}`, 'duplicate', `Only one ${name} part is accepted.`);
  return values[0] as FormDataEntryValue;
}

/**
 * Reads, checks and re-encodes the upload in `request`.
 * @throws ProxyProblem 415 for another media type, 413 past the caps, 400 `validation_error` for
 * a malformed body, missing, repeated or unknown parts, 422 `validation_error` at `/file`
 * (`unsupported_media_type`) when the content is not a PDF, JPEG or PNG.
 */
export async function readDocumentUpload(request: Request, documentBytes: number): Promise<EncodedUpload> {
  const contentType = request.headers.get('content-type');
  if (!isMultipart(contentType)) throw unsupportedMediaType('multipart/form-data');
  const bytes = await readLimitedBody(request, documentBytes + MULTIPART_OVERHEAD_BYTES);
  const form = await parseForm(bytes, contentType as string);
  for (const name of new Set(form.keys())) {
    if (name !== 'file' && name !== 'purpose') throw invalidField(`/${name.slice(0, 64)}`, 'unknown_field', 'Only file and purpose are accepted.');
  }
  const file = onlyPart(form, 'file');
  const purpose = onlyPart(form, 'purpose');
  if (typeof file === 'string') throw invalidField('/file', 'invalid_type', 'must be a file');
  if (typeof purpose !== 'string' || purpose.length === 0 || purpose.length > MAX_PURPOSE_LENGTH) {
    throw invalidField('/purpose', 'invalid_value', `must be text of 1 to ${MAX_PURPOSE_LENGTH} characters`);
  }
  if (file.size > documentBytes) throw bodyTooLarge(documentBytes);
  const content = new Uint8Array(await file.arrayBuffer());
  const detected = detectDocumentType(content);
  if (detected === undefined) {
    throw new ProxyProblem({
      status: 422,
      code: 'validation_error',
      detail: 'The file is not a PDF, JPEG or PNG document.',
      retryable: false,
      errors: [{ pointer: '/file', code: 'unsupported_media_type', message: 'must be a PDF, JPEG or PNG file (checked by content)' }],
    });
  }
  const fresh = new FormData();
  fresh.append('file', new Blob([content], { type: detected.type }), safeFileName(file.name, detected.extension));
  fresh.append('purpose', purpose);
  const encoded = new Response(fresh);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}
