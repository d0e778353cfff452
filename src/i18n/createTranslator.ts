import { en, type MessageId } from './catalogues/en.js';
import { formatMessage, parseMessage, type MessageAst } from './icu/index.js';
import type { MessageSource, MessageValues, OnMessageError, PaykitCatalogue, PaykitMessages } from './types.js';

/** Options for {@link createMessageTranslator}: a translator over any set of English messages. */
export interface MessageTranslatorOptions<Id extends string> {
  /** The locale messages are formatted in (plurals, numbers and dates inside messages). */
  locale: string;
  /** The English messages: the ids that exist, and the last fallback of each. */
  english: Readonly<Record<Id, string>>;
  /**
   * The translated catalogue to read before English; leave it out when English is the language.
   * @default undefined
   */
  catalogue?: Readonly<Partial<Record<Id, string>>>;
  /**
   * The merchant's overrides, read first.
   * @default {}
   */
  messages?: Readonly<Partial<Record<string, string>>>;
  /** Told once per message and source when a message cannot be formatted. */
  onMessageError: OnMessageError;
}

/** Options for {@link createTranslator}. */
export interface TranslatorOptions {
  /** The locale messages are formatted in (plurals, numbers and dates inside messages). */
  locale: string;
  /**
   * The translated catalogue to read before English; leave it out when English is the language.
   * @default undefined
   */
  catalogue?: PaykitCatalogue;
  /**
   * The merchant's overrides, read first.
   * @default {}
   */
  messages?: PaykitMessages;
  /** Told once per message and source when a message cannot be formatted. */
  onMessageError: OnMessageError;
}

/**
 * Formats a message by id, a base one (`MessageId`) or one of `Id` (the ids of the tables a
 * `useMessages(...tables)` was given); never throws. An id it does not know comes back as it is.
 */
export type Translate<Id extends string = never> = (id: Id | MessageId, values?: MessageValues) => string;

interface Candidate {
  source: MessageSource;
  pattern: string;
  locale: string;
}

type Compiled = { ast: MessageAst } | { broken: unknown };

/** Catalogue text is fixed, so its parsed form is shared by every translator, keyed by its text. */
const sharedCache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  try {
    return { ast: parseMessage(pattern) };
  } catch (error) {
    return { broken: error };
  }
}

function format(compiled: Compiled, locale: string, values: MessageValues | undefined): string {
  if (!('ast' in compiled)) throw compiled.broken;
  return formatMessage(compiled.ast, locale, values);
}

/**
 * Creates the message lookup for one locale over a set of English messages: the merchant's
 * override, then the translated catalogue, then English. A message that fails to parse or format
 * (a broken override, a missing value) is reported once and the next layer is tried; if even
 * English fails, its raw text is shown. An id the English set lacks is returned as it is.
 */
export function createMessageTranslator<Id extends string>(
  options: MessageTranslatorOptions<Id>,
): (id: Id, values?: MessageValues) => string {
  const { locale, english, catalogue, messages = {}, onMessageError } = options;
  const overrideCache = new Map<Id, Compiled>();
  const reported = new Set<string>();

  const candidates = (id: Id): Candidate[] => {
    const list: Candidate[] = [];
    const override: unknown = messages[id];
    if (typeof override === 'string') list.push({ source: 'override', pattern: override, locale });
    const translated: unknown = catalogue?.[id];
    if (typeof translated === 'string') list.push({ source: 'catalogue', pattern: translated, locale });
    // English text follows English plural rules, unless English is what was asked for.
    list.push({ source: 'english', pattern: english[id], locale: catalogue ? 'en' : locale });
    return list;
  };

  const compiled = (id: Id, candidate: Candidate): Compiled => {
    if (candidate.source === 'override') {
      let hit = overrideCache.get(id);
      if (!hit) overrideCache.set(id, (hit = compile(candidate.pattern)));
      return hit;
    }
    let hit = sharedCache.get(candidate.pattern);
    if (!hit) sharedCache.set(candidate.pattern, (hit = compile(candidate.pattern)));
    return hit;
  };

  const report = (id: Id, source: MessageSource, error: unknown) => {
    const key = `${source}\u0000${id}`;
    if (reported.has(key)) return;
    reported.add(key);
    onMessageError({ id, locale, source, error });
  };

  return (id, values) => {
    if (!Object.hasOwn(english, id)) return id;
    for (const candidate of candidates(id)) {
      try {
        return format(compiled(id, candidate), candidate.locale, values);
      } catch (error) {
        report(id, candidate.source, error);
      }
    }
    return english[id];
  };
}

/**
 * Creates the message lookup for one locale over paykit's base messages: the merchant's
 * override, then the shipped catalogue, then English. Never throws.
 */
export function createTranslator(options: TranslatorOptions): Translate {
  return createMessageTranslator<MessageId>({ ...options, english: en });
}
