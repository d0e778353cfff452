import { useRef, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { part } from '../part.js';

/** Props for {@link DocumentPicker}. */
export interface DocumentPickerProps {
  /** Called with the file the person chose, dropped or photographed. */
  onFile: (file: File) => void;
  /** The file input's `accept`, e.g. from `useDocumentUpload().accept`. */
  accept: string;
  /**
   * `accept` for the camera; `null` hides "Take a photo".
   * @default null
   */
  cameraAccept?: string | null;
  /**
   * Whether a file may be chosen from the device (else only the camera is offered).
   * @default true
   */
  allowsFile?: boolean;
  /** The visible label of the file button. */
  chooseLabel: string;
  /**
   * An upload is on its way: the buttons stay focusable but do nothing (`aria-disabled`).
   * @default false
   */
  isBusy?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * The id of the first button, so a label or a failed submit can reach it.
   * @default undefined
   */
  id?: string;
  /** @default undefined */
  firstRef?: Ref<HTMLButtonElement>;
  /** @default undefined */
  describedBy?: string;
  /** @default false */
  isInvalid?: boolean;
  /** @default undefined */
  onBlur?: () => void;
}

/**
 * A drop zone with a "Choose a file" button and, where allowed, "Take a photo". Each button opens
 * a hidden file input that keeps an accessible name; dropping is a shortcut for pointer users, and
 * keyboard users have the buttons.
 */
export function DocumentPicker({
  onFile,
  accept,
  cameraAccept = null,
  allowsFile = true,
  chooseLabel,
  isBusy = false,
  isDisabled = false,
  id,
  firstRef,
  describedBy,
  isInvalid = false,
  onBlur,
}: DocumentPickerProps) {
  const { t } = useMessages(documentsEn);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const isInert = isBusy || isDisabled;

  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file && !isInert) onFile(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isInert) onFile(file);
  };
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!isInert) setDragging(true);
  };
  const shared = {
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    disabled: isDisabled,
    'aria-disabled': isBusy || undefined,
    onBlur,
  };

  return (
    <div
      {...part('document-drop-zone')}
      data-state={isDragging ? 'dragging' : 'idle'}
      data-disabled={isDisabled || undefined}
      onDragOver={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p {...part('document-drop-hint')}>{isDragging ? t('documents.dropZoneActive') : t('documents.dropZone')}</p>
      <div {...part('document-actions')}>
        {allowsFile && (
          <Button {...shared} id={id} ref={firstRef} variant="secondary" onClick={() => !isInert && fileInput.current?.click()}>
            {chooseLabel}
          </Button>
        )}
        {cameraAccept !== null && (
          <Button
            {...shared}
            id={allowsFile ? undefined : id}
            ref={allowsFile ? undefined : firstRef}
            variant="secondary"
            onClick={() => !isInert && cameraInput.current?.click()}
          >
            {t('documents.takePhoto')}
          </Button>
        )}
      </div>
      {allowsFile && (
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          aria-label={chooseLabel}
          disabled={isDisabled}
          onChange={take}
        />
      )}
      {cameraAccept !== null && (
        <input
          ref={cameraInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={cameraAccept}
          capture="environment"
          aria-label={t('documents.takePhoto')}
          disabled={isDisabled}
          onChange={take}
        />
      )}
    </div>
  );
}
