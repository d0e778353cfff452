import type { PaykitError } from '../../core/client/index.js';
import type { DocumentFormat } from '../../hooks/index.js';
import type { UseMessagesResult } from '../messages/index.js';
import type { DocumentsMessageId } from '../messages/areas/documents.en.js';
import { formatFileSize, paykitErrorText } from '../text/index.js';

const FORMAT_NAMES: Readonly<Record<DocumentFormat, string>> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' };

/** The formats as a person reads them: "PDF, JPEG or PNG". */
export function formatNames({ i18n }: UseMessagesResult<DocumentsMessageId>, formats: readonly DocumentFormat[]): string {
  return i18n.formatList(
    formats.map((format) => FORMAT_NAMES[format]),
    'disjunction',
  );
}

/** What the upload of `name` needs to say when it did not succeed, for the local check and for the client's error. */
export function uploadErrorText(
  messages: UseMessagesResult<DocumentsMessageId>,
  error: PaykitError,
  context: { name: string; formats: readonly DocumentFormat[]; maxBytes: number },
): string {
  const { t, i18n } = messages;
  const size = formatFileSize(i18n, context.maxBytes);
  const formats = formatNames(messages, context.formats);
  if (error.kind === 'client') {
    switch (error.code) {
      case 'file_empty':
        return t('documents.problem.file_empty', { name: context.name });
      case 'file_too_large':
        return t('documents.problem.file_too_large', { name: context.name, size });
      default:
        return t('documents.problem.file_type_not_accepted', { name: context.name, formats });
    }
  }
  if (error.kind !== 'problem') return paykitErrorText(t, error);
  if (error.status === 413) return t('documents.problem.file_too_large', { name: context.name, size });
  if (error.status === 415) return t('documents.problem.file_type_not_accepted', { name: context.name, formats });
  if (error.status === 429) return t('documents.problem.tooMany');
  if (error.status !== undefined && error.status >= 400 && error.status < 500) return t('documents.problem.refused');
  return paykitErrorText(t, error);
}
