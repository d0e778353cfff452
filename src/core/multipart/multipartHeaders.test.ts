import { describe, expect, it } from 'vitest';
import { multipartBoundary, parsePartHeaders } from './multipartHeaders.js';
import { refusalOf } from './test-support/refusalOf.js';

const headers = (text: string) => parsePartHeaders(new TextEncoder().encode(text));

describe('given the Content-Type of an upload', () => {
  it.each([
    ['multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxk', '----WebKitFormBoundary7MA4YWxk'],
    ['Multipart/Form-Data;charset=utf-8; BOUNDARY="a b:c"', 'a b:c'],
  ])('should read the boundary of %j', (contentType, boundary) => {
    expect(multipartBoundary(contentType)).toBe(boundary);
  });

  it.each([
    ['no header', null],
    ['JSON', 'application/json'],
    ['multipart without a boundary', 'multipart/form-data'],
    ['another multipart type', 'multipart/mixed; boundary=abc'],
    ['a header of 2,000 characters', `multipart/form-data; boundary=abc; x=${'y'.repeat(2_000)}`],
  ])('should refuse %s as not multipart', async (_, contentType) => {
    expect(await refusalOf(() => multipartBoundary(contentType))).toMatchObject({ kind: 'not_multipart' });
  });

  it.each([
    ['a boundary of 71 characters', `multipart/form-data; boundary=${'a'.repeat(71)}`],
    ['a boundary ending in a space', 'multipart/form-data; boundary="abc "'],
    ['a boundary with a CR', 'multipart/form-data; boundary=ab\rc'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['two boundaries', 'multipart/form-data; boundary=abc; boundary=def'],
  ])('should refuse %s as malformed', async (_, contentType) => {
    expect(await refusalOf(() => multipartBoundary(contentType))).toMatchObject({ kind: 'malformed' });
  });
});

describe('given the headers of a part', () => {
  it.each([
    ['Content-Disposition: form-data; name="purpose"', { name: 'purpose', fileName: undefined }],
    ['content-disposition:form-data;name=file;filename=scan.pdf\r\nContent-Type: application/pdf', { name: 'file', fileName: 'scan.pdf' }],
    ['Content-Type: image/png\r\nContent-Disposition: form-data; name="file"; filename=""', { name: 'file', fileName: '' }],
    ['Content-Disposition: form-data; name="file"; filename="a \\"b\\" c%22.pdf"', { name: 'file', fileName: 'a "b" c%22.pdf' }],
    ['Content-Disposition: form-data; filename="C:\\\\x\\\\id.pdf"; name="file";', { name: 'file', fileName: 'C:\\x\\id.pdf' }],
  ])('should read %j', (text, expected) => {
    expect(headers(text)).toEqual(expected);
  });

  it.each([
    ['no Content-Disposition', 'Content-Type: text/plain'],
    ['two of them', 'Content-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="b"'],
    ['another disposition', 'Content-Disposition: attachment; name="file"'],
    ['no name', 'Content-Disposition: form-data; filename="a.pdf"'],
    ['a repeated parameter', 'Content-Disposition: form-data; name="file"; name="purpose"'],
    ['an unterminated quote', 'Content-Disposition: form-data; name="file'],
    ['text after a quoted value', 'Content-Disposition: form-data; name="file"x; filename="a"'],
    ['a line without a colon', 'Content-Disposition: form-data; name="file"\r\nnonsense'],
    ['an empty block', ''],
  ])('should refuse %s as malformed', async (_, text) => {
    expect(await refusalOf(() => headers(text))).toMatchObject({ kind: 'malformed' });
  });
});
