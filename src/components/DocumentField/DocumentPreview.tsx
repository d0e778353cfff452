import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { formatFileSize } from '../text/index.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DocumentPreview}: any `<div>` attribute plus the document shown. */
export interface DocumentPreviewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The file name a person recognises. */
  name: string;
  /**
   * The media type (`image/png`, `application/pdf`); images get a thumbnail.
   * @default undefined (a file chip)
   */
  contentType?: string | null;
  /**
   * Size in bytes, shown beside the name.
   * @default undefined (not shown)
   */
  size?: number | null;
  /**
   * An object URL of the image, when it was chosen on this page; the owner revokes it.
   * @default undefined (no thumbnail)
   */
  previewUrl?: string | null;
}

/**
 * One document: an image as a small thumbnail, anything else (a PDF) as a file chip, with its
 * name and size.
 */
export const DocumentPreview = forwardRefAsProp(function DocumentPreview({
  name,
  contentType,
  size,
  previewUrl,
  ...props
}: DocumentPreviewProps) {
  const { t, i18n } = useMessages(documentsEn);
  const isImage = (contentType ?? '').startsWith('image/');
  const url = isImage ? previewUrl : null;
  return (
    <div data-kind={isImage ? 'image' : 'file'} {...props} {...part('document-preview', props)}>
      {url ? (
        <img {...part('document-thumbnail')} src={url} alt={t('documents.previewAlt', { name })} />
      ) : (
        <svg
          {...part('document-icon')}
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 1.5h5l3.5 3.5v9.5h-8.5z M9 1.5V5h3.5" />
        </svg>
      )}
      <span {...part('document-name')}>{name}</span>
      {size != null && <span {...part('document-size')}>{formatFileSize(i18n, size)}</span>}
    </div>
  );
});
