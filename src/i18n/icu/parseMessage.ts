/** A parsed ICU message: literal text and arguments, in order. */
export type MessageAst = readonly MessageNode[];

/** The style of a `{name, date, …}` or `{name, time, …}` argument. */
export type DateTimeStyle = 'short' | 'medium' | 'long' | 'full';

/**
 * One part of a {@link MessageAst}: a string is literal text; `pound` is `#` in a plural branch
 * (the plural value, formatted); the rest are `{name, …}` arguments.
 */
export type MessageNode =
  | string
  | { type: 'pound' }
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string; style?: 'percent' | 'integer' }
  | { type: 'date' | 'time'; name: string; style: DateTimeStyle }
  | { type: 'plural' | 'selectordinal' | 'select'; name: string; options: ReadonlyMap<string, MessageAst> };

/** Thrown by {@link parseMessage} for a message that is not valid ICU MessageFormat. */
export class MessageSyntaxError extends SyntaxError {
  /** The index in the message where the problem was found. */
  readonly offset: number;

  constructor(problem: string, offset: number) {
    super(`${problem} at offset ${offset}`);
    this.name = 'MessageSyntaxError';
    this.offset = offset;
  }
}

const SPACE = /\s*/y;
const NAME = /[\p{L}\p{M}\p{N}_]+/uy;
const PLURAL_KEY = /=-?\d+(?:\.\d+)?|[\p{L}\p{M}\p{N}_]+/uy;
const NUMBER_STYLES: readonly string[] = ['percent', 'integer'];
const DATE_STYLES: readonly string[] = ['short', 'medium', 'long', 'full'];
/** Deeper nesting than this is no real message; refusing it keeps the recursion off the stack limit. */
const MAX_DEPTH = 20;

/**
 * Parses the ICU MessageFormat subset paykit's messages use: `{name}`,
 * `{name, number[, percent|integer]}`, `{name, date|time[, short|medium|long|full]}` (medium by
 * default), `plural` and `selectordinal` (with `=n` keys and `#`), and `select`, nested in one
 * another; `other` is required in every plural and select. Apostrophes quote as in ICU: `''` is an apostrophe, and `'`
 * starts quoting only before `{`, `}`, `'` or (in a plural branch) `#`, so `l'adresse` is plain text.
 *
 * @throws MessageSyntaxError with the offset of the problem (an unclosed brace reports its `{`).
 * @example
 * parseMessage('{count, plural, one {# field} other {# fields}}');
 */
export function parseMessage(source: string): MessageAst {
  let i = 0;

  const fail = (problem: string, at = i): never => {
    throw new MessageSyntaxError(problem, at);
  };
  /** Reports what was expected, or, at the end of the message, the brace left open at `open`. */
  const expected = (what: string, open: number): never => (i < source.length ? fail(`Expected ${what}`) : fail('Unclosed "{"', open));
  const skipSpace = () => {
    SPACE.lastIndex = i;
    SPACE.test(source);
    i = SPACE.lastIndex;
  };
  /** Steps over `char`, after optional space; says whether it was there. */
  const eat = (char: string): boolean => {
    skipSpace();
    if (source[i] !== char) return false;
    i += 1;
    return true;
  };
  const expect = (char: string, open: number) => {
    if (!eat(char)) expected(`"${char}"`, open);
  };
  const word = (pattern: RegExp, what: string, open: number): string => {
    skipSpace();
    pattern.lastIndex = i;
    const found = pattern.exec(source)?.[0] ?? expected(what, open);
    i += found.length;
    return found;
  };

  /** Reads from an apostrophe; returns the literal text it stands for. */
  const quoted = (inPlural: boolean): string => {
    const next = source[i + 1];
    i += 1;
    if (next === "'") {
      i += 1;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(next === '#' && inPlural)) return "'";
    let text = '';
    // An unclosed quote runs to the end of the message, as in ICU.
    while (i < source.length) {
      if (source[i] === "'") {
        i += 1;
        if (source[i] !== "'") return text;
      }
      text += source[i];
      i += 1;
    }
    return text;
  };

  const message = (depth: number, inPlural: boolean): MessageNode[] => {
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (i < source.length) {
      const char = source[i] as string;
      // A `}` outside any argument is literal text, as in ICU.
      if (char === '}' && depth > 0) break;
      if (char === "'") {
        text += quoted(inPlural);
      } else if (char === '{') {
        flush();
        nodes.push(argument(depth));
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ type: 'pound' });
        i += 1;
      } else {
        text += char;
        i += 1;
      }
    }
    flush();
    return nodes;
  };

  const branches = (open: number, depth: number, isPlural: boolean): Map<string, MessageAst> => {
    const options = new Map<string, MessageAst>();
    while (!eat('}')) {
      const at = i;
      const key = word(isPlural ? PLURAL_KEY : NAME, 'a selector', open);
      if (options.has(key)) fail(`Duplicate selector "${key}"`, at);
      expect('{', open);
      const branchOpen = i - 1;
      options.set(key, message(depth + 1, isPlural));
      expect('}', branchOpen);
    }
    if (!options.has('other')) fail('Missing "other" option', open);
    return options;
  };

  const argument = (depth: number): MessageNode => {
    const open = i;
    i += 1;
    if (depth >= MAX_DEPTH) fail('Too deeply nested', open);
    const name = word(NAME, 'an argument name', open);
    if (eat('}')) return { type: 'argument', name };
    expect(',', open);
    skipSpace();
    const typeAt = i;
    const type = word(NAME, 'an argument type', open);
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      expect(',', open);
      return { type, name, options: branches(open, depth, type !== 'select') };
    }
    if (type !== 'number' && type !== 'date' && type !== 'time') {
      throw new MessageSyntaxError(`Unknown argument type "${type}"`, typeAt);
    }
    let style: string | undefined = type === 'number' ? undefined : 'medium';
    if (eat(',')) {
      skipSpace();
      const styleAt = i;
      style = word(NAME, 'a style', open);
      if (!(type === 'number' ? NUMBER_STYLES : DATE_STYLES).includes(style)) {
        fail(`Unknown ${type} style "${style}"`, styleAt);
      }
    }
    expect('}', open);
    // The style was checked against its type's list above.
    return type === 'number'
      ? { type, name, style: style as 'percent' | 'integer' | undefined }
      : { type, name, style: style as DateTimeStyle };
  };

  return message(0, false);
}
