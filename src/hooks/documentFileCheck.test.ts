import { describe, expect, it } from 'vitest';
import {
  acceptedDocumentFormats,
  checkDocumentFile,
  detectDocumentFormat,
  documentInputAccept,
  DOCUMENT_MAX_BYTES,
} from './documentFileCheck.js';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

describe('given the first bytes of a file', () => {
  it('should name PDF, JPEG and PNG by their magic numbers', () => {
    expect(detectDocumentFormat(new Uint8Array(PDF))).toBe('pdf');
    expect(detectDocumentFormat(new Uint8Array(JPEG))).toBe('jpeg');
    expect(detectDocumentFormat(new Uint8Array(PNG))).toBe('png');
  });

  it('should name nothing for other or too few bytes', () => {
    expect(detectDocumentFormat(new TextEncoder().encode('hello world'))).toBeUndefined();
    expect(detectDocumentFormat(new Uint8Array([0x25, 0x50]))).toBeUndefined();
  });
});

describe("given a requirement's accepted formats", () => {
  it('should accept every uploadable format when none are named', () => {
    expect(acceptedDocumentFormats(undefined)).toEqual(['pdf', 'jpeg', 'png']);
    expect(acceptedDocumentFormats([])).toEqual(['pdf', 'jpeg', 'png']);
  });

  it('should read names and media types, and drop formats the proxy refuses', () => {
    expect(acceptedDocumentFormats(['PDF', 'jpg', 'heic'])).toEqual(['pdf', 'jpeg']);
    expect(acceptedDocumentFormats(['image/png'])).toEqual(['png']);
    expect(acceptedDocumentFormats(['heic'])).toEqual([]);
  });

  it('should build an input accept value with media types and extensions', () => {
    expect(documentInputAccept(['pdf', 'jpeg'])).toBe('application/pdf,.pdf,image/jpeg,.jpg');
  });
});

describe('given a file to check before upload', () => {
  const file = (bytes: number[], name = 'scan.pdf') => new File([new Uint8Array(bytes)], name);

  it('should pass a PDF within the limit', async () => {
    await expect(checkDocumentFile(file(PDF), ['pdf'], DOCUMENT_MAX_BYTES)).resolves.toBeUndefined();
  });

  it('should refuse by content whatever the name says', async () => {
    await expect(checkDocumentFile(file([0x50, 0x4b, 0x03, 0x04]), ['pdf'], DOCUMENT_MAX_BYTES)).resolves.toBe('file_type_not_accepted');
    await expect(checkDocumentFile(file(PNG, 'photo.png'), ['pdf'], DOCUMENT_MAX_BYTES)).resolves.toBe('file_type_not_accepted');
  });

  it('should refuse an empty file and one over the limit', async () => {
    await expect(checkDocumentFile(file([]), ['pdf'], DOCUMENT_MAX_BYTES)).resolves.toBe('file_empty');
    await expect(checkDocumentFile(file(PDF), ['pdf'], PDF.length - 1)).resolves.toBe('file_too_large');
  });
});
