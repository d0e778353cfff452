/**
 * Hands a CSV text to the browser as a file download through a Blob and an object URL (a strict
 * Content-Security-Policy refuses `data:` URLs). The byte-order mark lets spreadsheet apps read
 * the UTF-8 (accented headers in French) without asking.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
