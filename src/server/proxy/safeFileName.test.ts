import { describe, expect, it } from 'vitest';
import { safeFileName } from './safeFileName.js';

describe('given the name of an uploaded file', () => {
  it.each([
    ['../../evil name.exe', 'pdf', 'evil name.pdf'],
    ['C:\\Users\\me\\scan.PNG', 'png', 'scan.png'],
    ['..hidden', 'pdf', 'hidden.pdf'],
    ['  .. ', 'jpg', 'document.jpg'],
    ['', 'pdf', 'document.pdf'],
    ['résumé<script>.pdf', 'pdf', 'r_sum__script_.pdf'],
    ['archive.tar.gz', 'pdf', 'archive.tar.pdf'],
    ['report.averylongextension', 'pdf', 'report.averylongextension.pdf'],
    ['a\r\nContent-Type: image/png', 'pdf', 'png.pdf'],
    ['a\r\nX: y.pdf', 'pdf', 'a__X_ y.pdf'],
  ])('should pass %j on as %j', (name, extension, expected) => {
    expect(safeFileName(name, extension)).toBe(expected);
  });

  it('should keep at most 128 characters of a long name, whatever its length', () => {
    expect(safeFileName(`${'a'.repeat(100_000)}.pdf`, 'pdf')).toBe(`${'a'.repeat(128)}.pdf`);
  });
});
