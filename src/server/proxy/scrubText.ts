/**
 * Scrubbing the API key and the upstream host out of a text the proxy passes on, in time linear in
 * the text (no pattern rescans what it has read), and bounded before it starts when the caller
 * keeps only `max` characters: the text is cut first, never in the middle of the key or the host.
 */

/**
 * Replaces the key and the upstream host (with its scheme, port and the rest of a URL on it) in
 * `text`. With `max`, reads at most `max` plus the longest of them and answers at most `max`
 * characters.
 */
export type Scrub = (text: string, max?: number) => string;

const KEY_REPLACEMENT = '[redacted]';
const HOST_REPLACEMENT = 'the payments API';

const lower = (code: number) => (code >= 0x41 && code <= 0x5a ? code + 0x20 : code);
const isLetter = (code: number) => lower(code) >= 0x61 && lower(code) <= 0x7a;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
/** `+`, `.` and `-`, which a URL scheme may hold after its first letter. */
const isSchemeSign = (code: number) => code === 0x2b || code === 0x2e || code === 0x2d;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where the `scheme://` right before `hostStart` begins (a letter, then letters, digits, `+`, `.`
 * or `-`), looking back no further than `floor`; `hostStart` when there is none. Each character is
 * looked at once per call, and calls look at disjoint stretches.
 */
function schemeStart(text: string, hostStart: number, floor: number): number {
  const separator = hostStart - 3;
  if (separator <= floor || !text.startsWith('://', separator)) return hostStart;
  let start = separator;
  while (start > floor) {
    const code = text.charCodeAt(start - 1);
    if (!isLetter(code) && !isDigit(code) && !isSchemeSign(code)) break;
    start -= 1;
  }
  while (start < separator && !isLetter(text.charCodeAt(start))) start += 1;
  return start < separator ? start : hostStart;
}

/** True when `text` ends with the first `length` characters of `needle`, ASCII case aside. */
function endsWithStartOf(text: string, needle: string, length: number): boolean {
  const offset = text.length - length;
  for (let index = 0; index < length; index += 1) {
    if (lower(text.charCodeAt(offset + index)) !== lower(needle.charCodeAt(index))) return false;
  }
  return true;
}

/** `text` without its longest ending that is the start of a needle: what a cut left of one. */
function withoutPartialNeedle(text: string, needles: readonly string[]): string {
  let cut = 0;
  for (const needle of needles) {
    for (let length = Math.min(needle.length - 1, text.length); length > cut; length -= 1) {
      if (endsWithStartOf(text, needle, length)) {
        cut = length;
        break;
      }
    }
  }
  return text.slice(0, text.length - cut);
}

/** Builds the scrubber of `apiKey` and the upstream `hosts` (`host:port` and hostname forms). */
export function createScrub(apiKey: string, hosts: readonly string[]): Scrub {
  const alternatives = [...hosts]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  // Literal hosts, then what can follow them; the scheme before them is found by looking back.
  const hostPattern = new RegExp(`(?:${alternatives})(?::\\d+)?(?:[/?#][^\\s"'<>]*)?`, 'gi');
  const needles = [apiKey, ...hosts];
  const longest = Math.max(...needles.map((needle) => needle.length));

  const scrubHosts = (text: string): string => {
    if (hosts.length === 0) return text;
    const parts: string[] = [];
    let last = 0;
    for (const match of text.matchAll(hostPattern)) {
      parts.push(text.slice(last, schemeStart(text, match.index, last)), HOST_REPLACEMENT);
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    return parts.join('');
  };

  return (text, max = Infinity) => {
    const read = text.length > max + longest ? withoutPartialNeedle(text.slice(0, max + longest), needles) : text;
    return scrubHosts(read.replaceAll(apiKey, KEY_REPLACEMENT)).slice(0, max);
  };
}
