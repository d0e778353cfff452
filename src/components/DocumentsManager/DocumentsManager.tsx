import { useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { isPaykitError } from '../../core/client/index.js';
import { documentUses } from '../../core/documents/documentUses.js';
import type { DocumentResource } from '../../core/schemas/index.js';
import { useDeleteDocument, useDocuments, useTasks } from '../../hooks/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog.js';
import { HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { useMessages } from '../messages/index.js';
import { documentsManagerEn } from '../messages/areas/documentsManager.en.js';
import { ErrorCallout, errorReference, knownMessage, paykitErrorText } from '../text/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';
import { DocumentItem, documentName } from './DocumentItem.js';

/** Props for {@link DocumentsManager}: any `<div>` attribute. */
export interface DocumentsManagerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, LoadErrorProps {
  /**
   * The level of each document's name heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * The customer's uploaded documents: each with its type, size, upload date, status and what it is
 * used for, and Delete (after a confirmation) where paykit's rule allows it (`documentUses`: not
 * while it is evidence in review or accepted). A refused deletion is explained in the dialog;
 * outcomes are announced politely. Uses `useDocuments`, `useTasks` and `useDeleteDocument`.
 *
 * @example
 * <DocumentsManager onLoadError={(error) => report(error)} />
 */
export const DocumentsManager = forwardRefAsProp(function DocumentsManager({ headingLevel, onLoadError, ...props }: DocumentsManagerProps) {
  const { t } = useMessages(documentsManagerEn);
  const documents = useDocuments();
  const tasks = useTasks();
  useLoadErrorCallback(documents.error, onLoadError);
  const level = useHeadingLevel(headingLevel);
  const [deleting, setDeleting] = useState<DocumentResource | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The list waits for the tasks too: a document a review relies on must not offer Delete first.
  const isReading = documents.isPending || tasks.isPending;
  const list = isReading ? [] : (documents.data ?? []);
  const uses = useMemo(() => documentUses(tasks.data ?? []), [tasks.data]);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** Where the document being deleted stands, so focus lands on its neighbour once it is gone. */
  const deletingIndex = useRef(0);
  const hasDeleted = useRef(false);
  const remove = useDeleteDocument({
    onSuccess: () => {
      hasDeleted.current = true;
      if (deleting) setAnnouncement(t('documentsManager.deleted', { name: documentName(t, deleting) }));
      setDeleting(null);
    },
  });
  const failure = remove.error;
  const failureText =
    failure && isPaykitError(failure) && failure.code ? knownMessage(t, 'documentsManager.problem.', failure.code) : undefined;

  const focusAfterDelete = (event: Event) => {
    // Without a deletion focus returns to the Delete button that opened the dialog.
    if (!hasDeleted.current) return;
    hasDeleted.current = false;
    event.preventDefault();
    // The next document's Delete button, else the previous one's, else the list or its empty state.
    const remaining = [...deleteButtons.current.values()];
    const next = remaining[Math.min(deletingIndex.current, remaining.length - 1)];
    (next ?? listRef.current ?? emptyRef.current)?.focus();
  };

  return (
    <div {...props} {...part('documents-manager', props)}>
      {isReading && !documents.isError && (
        <SkeletonGroup>
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      )}
      {documents.isError && (
        <ErrorCallout
          title={t('documentsManager.loadFailed')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      )}
      {documents.isSuccess && !isReading && list.length === 0 && (
        <p ref={emptyRef} tabIndex={-1} {...part('documents-empty')}>
          {t('documentsManager.empty')}
        </p>
      )}
      {list.length > 0 && (
        <HeadingLevelProvider level={level}>
          <ul ref={listRef} tabIndex={-1} aria-label={t('documentsManager.list')} {...part('documents-list')}>
            {list.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                uses={uses.get(document.id) ?? []}
                tasks={tasks.data ?? []}
                onDelete={() => {
                  remove.reset();
                  setDeleting(document);
                }}
                deleteButtonRef={(button) => {
                  if (button) deleteButtons.current.set(document.id, button);
                  else deleteButtons.current.delete(document.id);
                }}
              />
            ))}
          </ul>
        </HeadingLevelProvider>
      )}
      <p role="status" {...part('documents-announcement')}>
        {announcement}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onCloseAutoFocus={focusAfterDelete}
        title={t('documentsManager.deleteTitle', { name: deleting ? documentName(t, deleting) : '' })}
        description={t('documentsManager.deleteBody')}
        cancelLabel={t('documentsManager.cancel')}
        confirmLabel={t('documentsManager.deleteConfirm')}
        onConfirm={() => {
          if (!deleting) return;
          deletingIndex.current = [...deleteButtons.current.keys()].indexOf(deleting.id);
          remove.mutate(deleting.id);
        }}
        closeOnConfirm={false}
        isPending={remove.isPending}
        pendingLabel={t('documentsManager.deleting')}
      >
        {failure && (
          <Callout tone="danger" {...part('documents-delete-error')}>
            {failureText ?? paykitErrorText(t, failure)} {errorReference(t, failure)}
          </Callout>
        )}
      </ConfirmDialog>
    </div>
  );
});
