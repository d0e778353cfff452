import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './detectDocumentType.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('given the first bytes of a file', () => {
  it.each([
    ['a PDF', new TextEncoder().encode('%PDF-1.7 rest'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
  ])('should recognise %s', (_, content, type) => {
    expect(detectDocumentType(content)?.type).toBe(type);
  });

  it.each([
    ['an empty file', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['an HTML page', new TextEncoder().encode('<!doctype html><script>')],
    ['a PDF signature past the start', new TextEncoder().encode(' %PDF-1.7')],
    ['a GIF', new TextEncoder().encode('GIF89a')],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')],
  ])('should refuse %s', (_, content) => {
    expect(detectDocumentType(content)).toBeUndefined();
  });
});
