/**
 * The browser-side check of a document before it is uploaded: its format read from its first
 * bytes (as the proxy does, whatever the file's name or declared type says) and its size.
 */

/** Formats the proxy lets through, named as requirements' `constraints.acceptedFormats` name them. */
export const DOCUMENT_FORMATS = ['pdf', 'jpeg', 'png'] as const;

/** A document format the kit can upload. */
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The proxy's upload cap: 10 MiB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a file was refused before upload. */
export type DocumentFileProblem = 'file_empty' | 'file_too_large' | 'file_type_not_accepted';

const SIGNATURES: readonly [DocumentFormat, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

const MIME_TYPES: Record<DocumentFormat, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };

/** The format of `bytes` by its magic number (`%PDF-`, `FF D8 FF`, PNG's eight bytes), else `undefined`. */
export function detectDocumentFormat(bytes: Uint8Array): DocumentFormat | undefined {
  return SIGNATURES.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte))?.[0];
}

/**
 * The formats a requirement accepts that the kit can upload. `acceptedFormats` may name formats
 * (`pdf`, `jpg`) or media types (`image/png`); unknown ones are dropped. Absent or empty means
 * every format the proxy takes.
 *
 * @example
 * acceptedDocumentFormats(requirement.request.constraints?.acceptedFormats); // ['pdf', 'jpeg', 'png']
 */
export function acceptedDocumentFormats(acceptedFormats?: readonly string[] | null): DocumentFormat[] {
  if (!acceptedFormats || acceptedFormats.length === 0) return [...DOCUMENT_FORMATS];
  const named = new Set(
    acceptedFormats.map((format) =>
      format
        .toLowerCase()
        .replace(/^(application|image)\//, '')
        .replace(/^jpg$/, 'jpeg'),
    ),
  );
  return DOCUMENT_FORMATS.filter((format) => named.has(format));
}

/** An `<input type="file">` `accept` value for `formats`, e.g. `application/pdf,.pdf,image/png,.png`. */
export function documentInputAccept(formats: readonly DocumentFormat[]): string {
  return formats.flatMap((format) => [MIME_TYPES[format], `.${format === 'jpeg' ? 'jpg' : format}`]).join(',');
}

/**
 * What is wrong with `file` for an upload, or `undefined` when it may be sent: it must hold
 * bytes, at most `maxBytes` of them, and start with the magic number of one of `formats`.
 */
export async function checkDocumentFile(
  file: Blob,
  formats: readonly DocumentFormat[],
  maxBytes: number,
): Promise<DocumentFileProblem | undefined> {
  if (file.size === 0) return 'file_empty';
  if (file.size > maxBytes) return 'file_too_large';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const format = detectDocumentFormat(head);
  return format !== undefined && formats.includes(format) ? undefined : 'file_type_not_accepted';
}
