/**
 * The type of a document read from its first bytes, whatever its name or declared type says:
 * PDF (`%PDF-`), JPEG (`FF D8 FF`) or PNG (`89 50 4E 47 0D 0A 1A 0A`). Anything else is refused.
 * One list of signatures for the proxy, which checks an upload before passing it on, and for the
 * fake platform, which types the documents it keeps.
 */

/** The media types a document may have. */
export type DocumentMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: readonly { type: DocumentMediaType; extension: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Every media type a document may have, in the order of its signature's check. */
export const DOCUMENT_MEDIA_TYPES: readonly DocumentMediaType[] = /* @__PURE__ */ SIGNATURES.map((signature) => signature.type);

/** Bytes of a file's start that settle its type: the longest signature. */
export const DOCUMENT_SIGNATURE_BYTES = /* @__PURE__ */ Math.max(.../* @__PURE__ */ SIGNATURES.map((signature) => signature.bytes.length));

/** The detected type of `bytes` and its usual extension, or `undefined` for anything else. */
export function detectDocumentType(bytes: Uint8Array): { type: DocumentMediaType; extension: string } | undefined {
  const signature = SIGNATURES.find(
    ({ bytes: magic }) => magic.length <= bytes.length && magic.every((byte, index) => bytes[index] === byte),
  );
  return signature === undefined ? undefined : { type: signature.type, extension: signature.extension };
}
