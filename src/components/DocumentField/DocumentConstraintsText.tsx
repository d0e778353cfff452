import type { DocumentFormat } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { formatFileSize } from '../text/index.js';
import { formatNames } from './uploadErrorText.js';
import { part } from '../part.js';

/** Props for {@link DocumentConstraintsText}. */
export interface DocumentConstraintsTextProps {
  /** The id controls point at with `aria-describedby`. */
  id: string;
  formats: readonly DocumentFormat[];
  maxBytes: number;
  /** @default null (no age limit) */
  maxAgeDays?: number | null;
  /** @default null (no limit on the number of files) */
  maxItems?: number | null;
}

/** What a document must be, in words: formats, size, age, and how many files. */
export function DocumentConstraintsText({ id, formats, maxBytes, maxAgeDays = null, maxItems = null }: DocumentConstraintsTextProps) {
  const messages = useMessages(documentsEn);
  const { t, i18n } = messages;
  return (
    <p {...part('document-constraints')} id={id}>
      {t('documents.formats', { formats: formatNames(messages, formats) })}{' '}
      {t('documents.maxSize', { size: formatFileSize(i18n, maxBytes) })}
      {maxAgeDays !== null && ` ${t('documents.maxAge', { days: maxAgeDays })}`}
      {maxItems !== null && maxItems > 1 && ` ${t('documents.maxItems', { count: maxItems })}`}
    </p>
  );
}
