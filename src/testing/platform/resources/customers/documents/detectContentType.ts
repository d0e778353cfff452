const SIGNATURES: readonly { contentType: string; magic: readonly number[] }[] = [
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The media types a document may have. */
export const acceptedDocumentTypes: readonly string[] = SIGNATURES.map((signature) => signature.contentType);

/**
 * The media type of a file read from its first bytes (PDF `%PDF-`, JPEG `FF D8 FF`, PNG's eight
 * byte signature), never from its name or declared type; `undefined` for anything else.
 */
export function detectContentType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find(({ magic }) => magic.length <= bytes.length && magic.every((byte, index) => bytes[index] === byte))?.contentType;
}
