import { useState } from 'react';
import { documentInputAccept, useDocumentUpload } from '../../hooks/index.js';
import { DocumentPicker, DocumentUploadFeedback, uploadPurpose } from '../DocumentField/index.js';
import { ErrorCallout, openEnumLabel } from '../text/index.js';
import { useDocuments } from '../../hooks/useDocuments.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { referenceAttributes, referenceValue } from './referenceAttributes.js';
import { part } from '../part.js';

/**
 * A `resource_reference` to one of the customer's documents: a select of the uploaded documents,
 * and an upload whose document is chosen once it is in.
 */
export function DocumentReference(props: TaskFieldControlProps) {
  const { focusRef, value: rawValue } = props;
  const { t } = useMessages(documentsEn);
  const documents = useDocuments();
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useDocumentUpload({ onUploaded: (document) => props.onChange(document.id) });
  const value = referenceValue(rawValue);
  const list = documents.data ?? [];
  return (
    <div {...part('resource-reference')} data-type="document">
      <select {...referenceAttributes(props)} ref={focusRef} value={value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('documents.reference.choose')}</option>
        {list.map((document) => (
          <option key={document.id} value={document.id}>
            {t('documents.reference.documentOption', {
              name: document.fileName ?? document.id,
              type: openEnumLabel(t, 'documents.type.', document.documentType ?? 'other'),
            })}
          </option>
        ))}
      </select>
      {documents.isSuccess && list.length === 0 && <p {...part('resource-reference-empty')}>{t('documents.reference.none')}</p>}
      {documents.isError && (
        <ErrorCallout
          title={t('documents.reference.loadFailed')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      )}
      <DocumentPicker
        onFile={(file) => {
          setFileName(file.name);
          void upload.upload(file, uploadPurpose(props.field, null));
        }}
        accept={upload.accept}
        cameraAccept={documentInputAccept(upload.formats.filter((format) => format !== 'pdf')) || null}
        chooseLabel={t('documents.reference.upload')}
        isBusy={upload.status === 'checking' || upload.status === 'uploading'}
        isDisabled={props.inputAria.disabled}
      />
      <DocumentUploadFeedback upload={upload} fileName={fileName} />
    </div>
  );
}
