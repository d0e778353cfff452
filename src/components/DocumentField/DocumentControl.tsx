import { useEffect, useId, useRef, useState } from 'react';
import type { DocumentResource } from '../../core/schemas/index.js';
import { documentInputAccept, useDocumentUpload } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { DocumentConstraintsText } from './DocumentConstraintsText.js';
import { DocumentPicker } from './DocumentPicker.js';
import { DocumentPreview } from './DocumentPreview.js';
import { DocumentUploadFeedback } from './DocumentUploadFeedback.js';
import { documentCapture, maxDocumentsOf, uploadPurpose } from './documentRules.js';
import { openEnumLabel } from '../text/index.js';
import { useDocuments } from '../../hooks/useDocuments.js';
import { part } from '../part.js';

/** A document uploaded from this page: what its preview needs. */
interface LocalDocument {
  name: string;
  contentType: string | null;
  size: number | null;
  previewUrl: string | null;
}

const asIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The control of a `document` field: its value is the list of document ids (`doc_…`) the answer
 * sends. The person picks which accepted document they are sending (when there is a choice),
 * then drops a file, chooses one or takes a photo (where `captureMethods` allow the camera). The
 * file is checked (format by its first bytes, size) before it is sent; the upload can be canceled
 * and retried; images are previewed, other files shown as a chip; uploaded files can be removed.
 * Several files are allowed up to the field's `maxItems`.
 */
export function DocumentControl({ field, value, onChange, onBlur, onNewAttempt, focusRef, inputAria }: TaskFieldControlProps) {
  const {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid = false,
    'aria-required': isRequired,
    disabled: isDisabled = false,
  } = inputAria;
  const messages = useMessages(documentsEn);
  const { t } = messages;
  const constraints = field.document;
  const types = constraints?.acceptedDocumentTypes ?? [];
  const [chosenType, setChosenType] = useState(types[0] ?? '');
  const [local, setLocal] = useState<Readonly<Record<string, LocalDocument>>>({});
  const [fileName, setFileName] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = asIds(value);
  const latestIds = useRef(ids);
  const previewUrls = useRef(new Set<string>());
  const chooseButton = useRef<HTMLButtonElement | null>(null);
  const constraintsId = useId();
  const typeHintId = useId();

  useEffect(() => {
    latestIds.current = ids;
  });
  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const pendingFile = useRef<File | null>(null);
  const upload = useDocumentUpload({
    acceptedFormats: constraints?.acceptedFormats,
    onUploaded: (document: DocumentResource) => {
      const file = pendingFile.current;
      const contentType = document.contentType ?? file?.type ?? null;
      const previewUrl =
        file && contentType?.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      if (previewUrl) previewUrls.current.add(previewUrl);
      const name = document.fileName ?? file?.name ?? document.id;
      setLocal((previous) => ({
        ...previous,
        [document.id]: { name, contentType, size: document.size ?? file?.size ?? null, previewUrl },
      }));
      onChange([...latestIds.current.filter((id) => id !== document.id), document.id]);
    },
  });

  const unknownIds = ids.filter((id) => !(id in local));
  const stored = useDocuments({ enabled: unknownIds.length > 0 });
  const storedById = new Map((stored.data ?? []).map((document) => [document.id, document]));

  const maxItems = maxDocumentsOf(field);
  const canAddMore = maxItems === null || ids.length < maxItems;
  const imageFormats = upload.formats.filter((format) => format !== 'pdf');
  const capture = documentCapture(constraints?.captureMethods ?? [], imageFormats.length > 0);
  const isBusy = upload.status === 'checking' || upload.status === 'uploading';
  const hasTypeChoice = types.length > 1;
  const describedByAll = [describedBy, constraintsId].filter(Boolean).join(' ');

  const send = (file: File) => {
    // A new file decides the field afresh: an error from an earlier submit no longer applies.
    onNewAttempt?.();
    pendingFile.current = file;
    setFileName(file.name || t('documents.choose'));
    setAnnouncement('');
    void upload.upload(file, uploadPurpose(field, hasTypeChoice ? chosenType : (types[0] ?? null)));
  };

  const nameOf = (id: string) => local[id]?.name ?? storedById.get(id)?.fileName ?? t('documents.unnamed', { id });

  const remove = (id: string) => {
    const url = local[id]?.previewUrl;
    if (url) {
      URL.revokeObjectURL(url);
      previewUrls.current.delete(url);
    }
    const rest = ids.filter((item) => item !== id);
    setAnnouncement(t('documents.status.removed', { name: nameOf(id) }));
    upload.reset();
    // An empty list, never `undefined`: react-hook-form reads `undefined` as "back to the default",
    // which in a changes_requested round is the very file the person just removed.
    onChange(rest);
    // The removed row's button is gone; the file button is the next sensible place.
    requestAnimationFrame(() => chooseButton.current?.focus());
  };

  const setFirstButton = (element: HTMLButtonElement | null) => {
    chooseButton.current = element;
    if (!hasTypeChoice) focusRef(element);
  };

  return (
    <div {...part('document-field')} data-invalid={isInvalid || undefined} data-state={upload.status}>
      {hasTypeChoice && (
        <div {...part('document-type')}>
          <label htmlFor={controlId}>{t('documents.type')}</label>
          <p {...part('document-type-hint')} id={typeHintId}>
            {t('documents.typeHint')}
          </p>
          <select
            id={controlId}
            ref={focusRef}
            value={chosenType}
            disabled={isDisabled}
            aria-required={isRequired || undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={[typeHintId, describedByAll].join(' ')}
            onChange={(event) => setChosenType(event.target.value)}
            onBlur={onBlur}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {openEnumLabel(t, 'documents.type.', type)}
              </option>
            ))}
          </select>
        </div>
      )}
      <DocumentConstraintsText
        id={constraintsId}
        formats={upload.formats}
        maxBytes={upload.maxBytes}
        maxAgeDays={constraints?.maxAgeDays ?? null}
        maxItems={maxItems}
      />
      {ids.length > 0 && (
        <ul {...part('document-list')} aria-label={t('documents.list')}>
          {ids.map((id) => {
            const known = local[id];
            const storedDocument = storedById.get(id);
            return (
              <li key={id} {...part('document-item')}>
                <DocumentPreview
                  name={nameOf(id)}
                  contentType={known?.contentType ?? storedDocument?.contentType}
                  size={known?.size ?? storedDocument?.size}
                  previewUrl={known?.previewUrl}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={isDisabled}
                  aria-label={t('documents.removeNamed', { name: nameOf(id) })}
                  onClick={() => remove(id)}
                >
                  {t('documents.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {canAddMore && (capture.allowsFile || capture.allowsCamera) && (
        <DocumentPicker
          onFile={send}
          accept={upload.accept}
          cameraAccept={capture.allowsCamera ? documentInputAccept(imageFormats) : null}
          allowsFile={capture.allowsFile}
          chooseLabel={ids.length > 0 ? t('documents.chooseAnother') : t('documents.choose')}
          isBusy={isBusy}
          isDisabled={isDisabled}
          id={hasTypeChoice ? undefined : controlId}
          firstRef={setFirstButton}
          describedBy={hasTypeChoice ? constraintsId : describedByAll}
          isInvalid={isInvalid}
          onBlur={onBlur}
        />
      )}
      <DocumentUploadFeedback upload={upload} fileName={fileName} announcement={announcement} />
    </div>
  );
}
