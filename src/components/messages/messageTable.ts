import type { MessageId, MessageValues } from '../../i18n/index.js';

/**
 * The English messages of one area of the styled components (`capabilitiesEn`, `taskFormEn`):
 * ids dotted by area, values in ICU MessageFormat. A part passes the tables it renders to
 * `useMessages`, so a bundle carries only those.
 */
export type MessageTable = Readonly<Record<string, string>>;

/** The ids of a list of tables, e.g. `MessageIdOf<[typeof capabilitiesEn]>`. */
export type MessageIdOf<Tables extends readonly MessageTable[]> = Tables[number] extends infer Table
  ? Table extends MessageTable
    ? keyof Table & string
    : never
  : never;

/**
 * Formats a message by id, a base one (`MessageId`) or one of the tables it was made over; never
 * throws. An id it does not know comes back as it is, which is how `openEnumLabel` tells a value
 * the kit has words for from one it humanises.
 */
export type ComponentTranslate<Id extends string = never> = (id: Id | MessageId, values?: MessageValues) => string;
