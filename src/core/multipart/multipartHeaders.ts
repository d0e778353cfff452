/**
 * The headers of a multipart upload: the boundary in the request's `Content-Type`, and each part's
 * `Content-Disposition` (its field name and, for a file, its file name). Hand-written scanners,
 * each a single pass over input that is bounded before it is read: no pattern can backtrack.
 */
import { malformedMultipart, notMultipart } from './MultipartError.js';

/** What a part's headers say about it. */
export interface PartHeaders {
  /** The form field name. */
  name: string;
  /** The file name, present (possibly empty) for a file part only. */
  fileName: string | undefined;
}

/** Longest `Content-Type` header read. */
const MAX_CONTENT_TYPE_LENGTH = 1024;
/** RFC 2046: 1 to 70 boundary characters, the last one not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/**
 * The boundary of a `multipart/form-data` request.
 * @throws MultipartError `not_multipart` for another media type (or none, or one without a
 * boundary), `malformed` for an invalid or repeated boundary.
 */
export function multipartBoundary(contentType: string | null): string {
  if (contentType === null || contentType.length > MAX_CONTENT_TYPE_LENGTH) throw notMultipart();
  const [type = '', ...params] = contentType.split(';');
  if (type.trim().toLowerCase() !== 'multipart/form-data') throw notMultipart();
  let boundary: string | undefined;
  for (const param of params) {
    const equals = param.indexOf('=');
    if (equals === -1 || param.slice(0, equals).trim().toLowerCase() !== 'boundary') continue;
    if (boundary !== undefined) throw malformedMultipart('The Content-Type names two boundaries.');
    boundary = unquote(param.slice(equals + 1).trim());
  }
  if (boundary === undefined) throw notMultipart();
  if (!BOUNDARY.test(boundary)) throw malformedMultipart('The multipart boundary is not valid.');
  return boundary;
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

/** The parameters of a `form-data` disposition, names lowercased; repeated names are refused. */
function dispositionParams(value: string): Map<string, string> {
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(value[at])) at += 1;
  };
  const endOfToken = () => {
    const semicolon = value.indexOf(';', at);
    return semicolon === -1 ? value.length : semicolon;
  };
  const typeEnd = endOfToken();
  if (value.slice(0, typeEnd).trim().toLowerCase() !== 'form-data') throw malformedMultipart('A part is not form-data.');
  at = typeEnd;
  const params = new Map<string, string>();
  while (at < value.length) {
    at += 1;
    skipSpaces();
    if (at >= value.length) break;
    const equals = value.indexOf('=', at);
    if (equals === -1) throw malformedMultipart('A part has a malformed Content-Disposition.');
    const key = value.slice(at, equals).trim().toLowerCase();
    at = equals + 1;
    skipSpaces();
    let text = '';
    if (value[at] === '"') {
      at += 1;
      while (at < value.length && value[at] !== '"') {
        // Browsers percent-encode quotes; a backslash escapes only a quote or a backslash.
        if (value[at] === '\\' && (value[at + 1] === '"' || value[at + 1] === '\\')) at += 1;
        text += value[at];
        at += 1;
      }
      if (at >= value.length) throw malformedMultipart('A part has an unterminated quoted parameter.');
      at += 1;
      skipSpaces();
      if (at < value.length && value[at] !== ';') throw malformedMultipart('A part has a malformed Content-Disposition.');
    } else {
      const end = endOfToken();
      text = value.slice(at, end).trim();
      at = end;
    }
    if (params.has(key)) throw malformedMultipart('A part repeats a Content-Disposition parameter.');
    params.set(key, text);
  }
  return params;
}

/**
 * The field and file names of a part, from its header block (UTF-8, lines joined by CRLF, at most
 * the reader's header limit). Other headers, its `Content-Type` included, are ignored: a file's
 * type is read from its content.
 * @throws MultipartError `malformed` for a malformed block.
 */
export function parsePartHeaders(block: Uint8Array): PartHeaders {
  let disposition: string | undefined;
  for (const line of new TextDecoder().decode(block).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) throw malformedMultipart('A part has a malformed header.');
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    if (disposition !== undefined) throw malformedMultipart('A part has two Content-Disposition headers.');
    disposition = line.slice(colon + 1);
  }
  if (disposition === undefined) throw malformedMultipart('A part has no Content-Disposition header.');
  const params = dispositionParams(disposition.trim());
  const name = params.get('name');
  if (name === undefined) throw malformedMultipart('A part has no name.');
  return { name, fileName: params.get('filename') };
}
