import type { Ref } from 'react';
import type { DocumentUse } from '../../core/documents/documentUses.js';
import type { DocumentResource, Task } from '../../core/schemas/index.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { Button } from '../primitives/Button/Button.js';
import { Heading } from '../primitives/Heading/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { documentsManagerEn, type DocumentsManagerMessageId } from '../messages/areas/documentsManager.en.js';
import { formatFileSize, humanize, openEnumLabel } from '../text/index.js';
import { part } from '../part.js';

/** Props for {@link DocumentItem}. */
export interface DocumentItemProps {
  /** The document. */
  document: DocumentResource;
  /** What keeps it from being deleted (from `documentUses`); empty when it may be deleted. */
  uses: readonly DocumentUse[];
  /** The customer's tasks, to name what the document is evidence for. */
  tasks: readonly Pick<Task, 'id' | 'name' | 'category'>[];
  /** Opens the confirmation to delete it. */
  onDelete: () => void;
  /** The Delete button, to move focus to after another document is deleted. */
  deleteButtonRef?: Ref<HTMLButtonElement>;
}

/** A document's name for a person: its file name, else its id. */
export function documentName(t: ComponentTranslate<DocumentsManagerMessageId>, document: DocumentResource): string {
  return document.fileName || t('documentsManager.unnamed', { id: document.id });
}

/**
 * One document: its name (a heading), type, size, upload date and status, what it is used for
 * when the tasks say, and Delete, or why it cannot be deleted.
 */
export function DocumentItem({ document, uses, tasks, onDelete, deleteButtonRef }: DocumentItemProps) {
  const { t, i18n } = useMessages(documentsManagerEn, documentsEn);
  const name = documentName(t, document);
  const taskName = (taskId: string) => {
    const task = tasks.find((candidate) => candidate.id === taskId);
    return task?.name || (task?.category ? humanize(task.category) : t('documentsManager.unnamedTask'));
  };
  const meta: [DocumentsManagerMessageId, string | null][] = [
    ['documentsManager.typeLabel', document.documentType ? openEnumLabel(t, 'documents.type.', document.documentType) : null],
    ['documentsManager.sizeLabel', typeof document.size === 'number' ? formatFileSize(i18n, document.size) : null],
    ['documentsManager.uploadedLabel', document.createdAt ? i18n.formatDate(document.createdAt, { dateStyle: 'medium' }) : null],
  ];
  const statusTone = ({ ready: 'success', processing: 'info', rejected: 'danger' } as const)[document.status as 'ready'] ?? 'neutral';
  return (
    <li {...part('document-item')} data-state={uses.length > 0 ? 'in-use' : 'deletable'}>
      <Heading {...part('document-name')}>{name}</Heading>
      <dl {...part('document-meta')}>
        {meta.map(([label, value]) =>
          value === null ? null : (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>
                {label === 'documentsManager.uploadedLabel' ? <time dateTime={document.createdAt ?? undefined}>{value}</time> : value}
              </dd>
            </div>
          ),
        )}
        <div>
          <dt>{t('documentsManager.statusLabel')}</dt>
          <dd>
            <Badge tone={statusTone} data-slot="document-status">
              {openEnumLabel(t, 'documentsManager.status.', document.status)}
            </Badge>
          </dd>
        </div>
      </dl>
      {uses.map((use) =>
        use.kind === 'evidence' ? (
          <p key={`${use.taskId}:${use.requirementId}`} {...part('document-use')}>
            {t(use.review === 'accepted' ? 'documentsManager.use.accepted' : 'documentsManager.use.in_review', {
              task: taskName(use.taskId),
            })}
          </p>
        ) : null,
      )}
      {uses.length > 0 ? (
        <p {...part('document-in-use')}>{t('documentsManager.inUse')}</p>
      ) : (
        <Button ref={deleteButtonRef} variant="ghost" size="sm" aria-label={t('documentsManager.deleteNamed', { name })} onClick={onDelete}>
          {t('documentsManager.delete')}
        </Button>
      )}
    </li>
  );
}
