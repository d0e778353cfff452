import { describe, expect, it } from 'vitest';
import { documentSchema } from './document.js';
import { issueText } from './issueText.js';

const document = {
  id: 'doc_7Yt2',
  customerId: 'cus_8Jd2kqLm4X',
  fileName: 'utility-bill-march.pdf',
  contentType: 'application/pdf',
  size: 482133,
  documentType: 'utility_bill',
  status: 'ready',
  createdAt: '2026-04-02T08:38:00.000Z',
};

describe('given documents', () => {
  it('should parse an uploaded document unchanged', () => {
    expect(documentSchema.parse(document)).toEqual(document);
  });

  it.each([
    ['an id without prefix', { ...document, id: '7Yt2' }, ['id'], /doc_…/],
    ['a negative size', { ...document, size: -1 }, ['size'], />=0/],
    ['a createdAt without offset', { ...document, createdAt: '2026-04-02T08:38:00' }, ['createdAt'], /RFC 3339/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = documentSchema.safeParse(payload, { error: issueText }).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
