import type { UseDocumentUploadResult } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { FieldError } from '../primitives/FieldError/FieldError.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { errorReference } from '../text/index.js';
import { uploadErrorText } from './uploadErrorText.js';
import { part } from '../part.js';

/** Props for {@link DocumentUploadFeedback}. */
export interface DocumentUploadFeedbackProps {
  /** The upload, from `useDocumentUpload`. */
  upload: UseDocumentUploadResult;
  /** The name of the file being sent, or last sent; `null` before the first one. */
  fileName: string | null;
  /**
   * A message to announce when the upload says nothing, e.g. that a file was removed.
   * @default ''
   */
  announcement?: string;
}

/**
 * Where an upload stands, said in words: a polite status line (checking, uploading, uploaded,
 * canceled) that is always in the page so screen readers hear each change, a progress bar with the
 * share sent while the browser reports it (outside the status line, so it is not announced at every
 * step), Cancel while the file is on its way, and an alert with Retry when it failed.
 */
export function DocumentUploadFeedback({ upload, fileName, announcement = '' }: DocumentUploadFeedbackProps) {
  const messages = useMessages(documentsEn);
  const { t } = messages;
  const name = fileName ?? '';
  const isBusy = upload.status === 'checking' || upload.status === 'uploading';
  const statusText =
    upload.status === 'checking' || upload.status === 'uploading' || upload.status === 'uploaded' || upload.status === 'canceled'
      ? t(`documents.status.${upload.status}`, { name })
      : announcement;
  const error = upload.status === 'rejected' || upload.status === 'failed' ? upload.error : null;
  const reference = errorReference(t, error);
  return (
    <div {...part('document-feedback')} data-state={upload.status}>
      <p role="status" {...part('document-status')}>
        {statusText}
      </p>
      {upload.status === 'uploading' && upload.progress !== null && (
        <span {...part('document-progress')}>
          <progress
            {...part('document-progress-bar')}
            max={100}
            value={Math.round(upload.progress * 100)}
            aria-label={t('documents.progress', { name })}
          />
          <span {...part('document-progress-value')}>{t('documents.progressValue', { share: upload.progress })}</span>
        </span>
      )}
      {error !== null && (
        <FieldError {...part('document-error')}>
          {uploadErrorText(messages, error, { name, formats: upload.formats, maxBytes: upload.maxBytes })}
          {reference && <span {...part('document-error-reference')}> {reference}</span>}
        </FieldError>
      )}
      {isBusy && (
        <Button variant="secondary" size="sm" onClick={upload.cancel}>
          {t('documents.cancel')}
        </Button>
      )}
      {upload.status === 'failed' && (
        <Button variant="secondary" size="sm" onClick={() => void upload.retry()}>
          {t('documents.retry')}
        </Button>
      )}
    </div>
  );
}
