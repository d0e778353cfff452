import { describe, expect, it } from 'vitest';
import { toDocumentFormData } from './documentUpload.js';

describe('given a file and a purpose', () => {
  it('should put the file under "file" with its own name and the purpose under "purpose"', () => {
    const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    const form = toDocumentFormData({ file, purpose: 'proof_of_address' });
    expect((form.get('file') as File).name).toBe('statement.pdf');
    expect(form.get('purpose')).toBe('proof_of_address');
  });

  it('should name a bare blob "document" unless told otherwise', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    expect((toDocumentFormData({ file: blob, purpose: 'id' }).get('file') as File).name).toBe('document');
    expect((toDocumentFormData({ file: blob, purpose: 'id', fileName: 'id.png' }).get('file') as File).name).toBe('id.png');
  });
});

describe('given a FormData', () => {
  it('should pass it through unchanged', () => {
    const form = new FormData();
    expect(toDocumentFormData(form)).toBe(form);
  });
});
