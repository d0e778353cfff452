/**
 * The file name an upload is passed on with: the last segment of what the browser sent, in plain
 * printable characters, bounded, with the extension of the type read from the content. One pass
 * over the name, no pattern.
 */

/** Longest stem passed on (the extension comes on top). */
export const MAX_FILE_STEM_LENGTH = 128;
const MAX_EXTENSION_LENGTH = 8;

const isAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSafe = (code: number) => isAlphanumeric(code) || code === 46 || code === 95 || code === 32 || code === 45; // . _ space -

/** The stem of `name` with a trailing extension of 1 to 8 letters or digits taken off. */
function withoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot === -1) return name;
  const length = name.length - dot - 1;
  if (length < 1 || length > MAX_EXTENSION_LENGTH) return name;
  for (let index = dot + 1; index < name.length; index += 1) if (!isAlphanumeric(name.charCodeAt(index))) return name;
  return name.slice(0, dot);
}

/**
 * `name`'s last path segment, every character outside `A-Z a-z 0-9 . _ - space` made `_`, leading
 * dots and spaces dropped, at most {@link MAX_FILE_STEM_LENGTH} characters, its own extension
 * replaced by `extension`; `document` when nothing is left.
 *
 * @example safeFileName('../../evil name.exe', 'pdf') // 'evil name.pdf'
 */
export function safeFileName(name: string, extension: string): string {
  const segment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  let start = 0;
  while (segment[start] === '.' || segment[start] === ' ') start += 1;
  let safe = '';
  for (let index = start; index < segment.length && safe.length < MAX_FILE_STEM_LENGTH; index += 1) {
    const code = segment.charCodeAt(index);
    safe += isSafe(code) ? segment[index] : '_';
  }
  const stem = withoutExtension(safe.trim());
  return `${stem === '' ? 'document' : stem}.${extension}`;
}
