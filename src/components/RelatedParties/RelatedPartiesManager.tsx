import { useRef, useState, type ComponentPropsWithRef } from 'react';
import type { RelatedParty } from '../../core/schemas/index.js';
import { useArchiveRelatedParty, useCustomer, useRelatedParties } from '../../hooks/index.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { ErrorCallout } from '../text/index.js';
import { partyName, partyRoles } from './partyName.js';
import { RelatedPartyDialog } from './RelatedPartyDialog.js';
import { RemoveRelatedPartyDialog } from './RemoveRelatedPartyDialog.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link RelatedPartiesManager}: any `<div>` attribute. */
export type RelatedPartiesManagerProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & LoadErrorProps;

/** The dialog that is open: adding, editing one person, or none. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; party: RelatedParty };

/**
 * The people of a business customer (directors, owners, officers, signers): each with their
 * roles, job title and ownership share, with Edit and Remove (after a confirmation), and "Add a
 * person". Works at any time, before, during and after onboarding (an edit is a merge: fields
 * emptied in the form are cleared, the roles replaced whole). Renders nothing for a customer who
 * is not a business (only businesses have related parties), so it can sit on an account page
 * whoever is signed in. Uses `useRelatedParties` and its mutations; outcomes are announced politely.
 *
 * @example
 * <section aria-labelledby="people">
 *   <h2 id="people">People in your business</h2>
 *   <RelatedPartiesManager />
 * </section>
 */
export const RelatedPartiesManager = forwardRefAsProp(function RelatedPartiesManager({
  onLoadError,
  ...props
}: RelatedPartiesManagerProps) {
  const { t, i18n } = useMessages(relatedPartiesEn);
  const { data: customer } = useCustomer();
  const parties = useRelatedParties();
  useLoadErrorCallback(parties.error, onLoadError);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [removing, setRemoving] = useState<RelatedParty | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const hasRemoved = useRef(false);
  const archive = useArchiveRelatedParty({
    onSuccess: () => {
      hasRemoved.current = true;
      if (removing) setAnnouncement(t('relatedParties.removed', { name: partyName(t, removing) }));
      setRemoving(null);
    },
  });

  const list = parties.data ?? [];
  const ownership = (party: RelatedParty) => {
    const percent = (party.person as { ownershipPercent?: unknown } | null | undefined)?.ownershipPercent;
    return typeof percent === 'number'
      ? t('relatedParties.ownership', { percent: i18n.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 }) })
      : null;
  };

  if (customer && customer.type !== 'business') return null;
  return (
    <div {...props} {...part('related-parties', props)}>
      {parties.isPending && (
        <SkeletonGroup>
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      )}
      {parties.isError && (
        <ErrorCallout
          title={t('relatedParties.loadFailed')}
          error={parties.error}
          onRetry={() => void parties.refetch()}
          isRetrying={parties.isFetching}
        />
      )}
      {parties.isSuccess && list.length === 0 && <p {...part('related-parties-empty')}>{t('relatedParties.empty')}</p>}
      {list.length > 0 && (
        <ul {...part('related-parties-list')}>
          {list.map((party) => {
            const name = partyName(t, party);
            return (
              <li key={party.id} {...part('related-party')}>
                <div {...part('related-party-summary')}>
                  <span {...part('related-party-name')}>{name}</span>
                  {party.title && <span {...part('related-party-title')}>{party.title}</span>}
                  <span {...part('related-party-roles-list')}>
                    {partyRoles(t, party).map((role) => (
                      <Badge key={role}>{role}</Badge>
                    ))}
                  </span>
                  {ownership(party) && <span {...part('related-party-ownership')}>{ownership(party)}</span>}
                </div>
                <div {...part('related-party-actions')}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('relatedParties.editNamed', { name })}
                    onClick={() => setEditing({ mode: 'edit', party })}
                  >
                    {t('relatedParties.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('relatedParties.removeNamed', { name })}
                    onClick={() => {
                      archive.reset();
                      setRemoving(party);
                    }}
                  >
                    {t('relatedParties.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {(parties.isSuccess || list.length > 0) && (
        <Button ref={addButton} variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
          {t('relatedParties.add')}
        </Button>
      )}
      <p role="status" {...part('related-parties-announcement')}>
        {announcement}
      </p>
      <RelatedPartyDialog
        // A fresh form for each opening, so an earlier draft never shows in another person's edit.
        key={editing.mode === 'edit' ? editing.party.id : editing.mode}
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        party={editing.mode === 'edit' ? editing.party : null}
        onSaved={(saved) => setAnnouncement(t('relatedParties.saved', { name: partyName(t, saved) }))}
      />
      <RemoveRelatedPartyDialog
        party={removing}
        onClose={() => setRemoving(null)}
        archive={archive}
        onCloseAutoFocus={(event) => {
          // The Remove button that opened the dialog goes with the person: focus "Add a person".
          if (!hasRemoved.current) return;
          hasRemoved.current = false;
          event.preventDefault();
          addButton.current?.focus();
        }}
      />
    </div>
  );
});
