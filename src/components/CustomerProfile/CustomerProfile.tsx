import { useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { profileFieldLock, profileFields, profileLocksOf, profileObjectOf, profileValuesOf } from '../../core/profile/index.js';
import type { Customer } from '../../core/schemas/index.js';
import { useCustomer, useTasks } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { ErrorCallout } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { profileEn } from '../messages/areas/profile.en.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { CustomerProfileForm } from './CustomerProfileForm.js';
import { CustomerProfileView } from './CustomerProfileView.js';

/** Props for {@link CustomerProfile}: any `<section>` attribute plus the ones below. */
export interface CustomerProfileProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /**
   * The level of the part's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Called with the saved customer after each save that changed something.
   * @default undefined
   */
  onSaved?: (customer: Customer) => void;
}

/**
 * The customer's own details after onboarding (a person's names, date of birth, email, phone,
 * addresses, nationalities and tax residencies; a business's names, registration, website,
 * contact and addresses), with "Edit your details". Saving sends only what changed
 * (`PATCH /customer` through `useUpdateCustomer`: a cleared field as `null`); a value a review
 * holds is read-only, with why beside it (in review, or verified). The outcome is announced
 * politely and focus returns to the Edit button.
 */
export const CustomerProfile = forwardRefAsProp(function CustomerProfile({
  headingLevel,
  onLoadError,
  onSaved,
  ...props
}: CustomerProfileProps) {
  const { t } = useMessages(profileEn);
  const customer = useCustomer();
  const tasks = useTasks();
  // One failure shown, so one call: the customer's read first.
  useLoadErrorCallback(customer.error ?? tasks.error, onLoadError);
  const level = useHeadingLevel(headingLevel);
  const headingId = useId();
  const [isEditing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const shouldFocusEdit = useRef(false);
  const locks = useMemo(() => profileLocksOf(tasks.data ?? []), [tasks.data]);

  useEffect(() => {
    if (isEditing || !shouldFocusEdit.current) return;
    shouldFocusEdit.current = false;
    editButton.current?.focus();
  }, [isEditing]);

  const data = customer.data;
  const object = data ? profileObjectOf(data) : null;
  const failed = customer.error ?? tasks.error;
  const isReady = data !== undefined && tasks.isSuccess;
  const close = (message: string) => {
    shouldFocusEdit.current = true;
    setAnnouncement(message);
    setEditing(false);
  };

  return (
    <section aria-labelledby={headingId} data-state={isEditing ? 'editing' : 'viewing'} {...props} {...part('customer-profile', props)}>
      <Heading level={level} id={headingId} {...part('customer-profile-title')}>
        {t(object === 'business' ? 'profile.businessTitle' : 'profile.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        {(customer.isPending || tasks.isPending) && !failed && (
          <SkeletonGroup>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </SkeletonGroup>
        )}
        {failed && (
          <ErrorCallout
            title={t('profile.loadFailed')}
            error={failed}
            onRetry={() => {
              if (customer.isError) void customer.refetch();
              if (tasks.isError) void tasks.refetch();
            }}
            isRetrying={customer.isFetching || tasks.isFetching}
          />
        )}
        {data && object === null && <p {...part('customer-profile-unsupported')}>{t('profile.unsupported')}</p>}
        {isReady && object && !isEditing && (
          <>
            <CustomerProfileView
              fields={profileFields(object)}
              values={profileValuesOf(data, object)}
              lockOf={(name) => profileFieldLock(profileFields(object), name, locks)}
            />
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => {
                setAnnouncement('');
                setEditing(true);
              }}
            >
              {t('profile.edit')}
            </Button>
          </>
        )}
        {isReady && object && isEditing && (
          <CustomerProfileForm
            customer={data}
            object={object}
            locks={locks}
            onDone={(saved) => {
              close(t(saved ? 'profile.saved' : 'profile.unchanged'));
              if (saved) onSaved?.(saved);
            }}
            onCancel={() => close('')}
          />
        )}
        <p role="status" {...part('customer-profile-announcement')}>
          {announcement}
        </p>
      </HeadingLevelProvider>
    </section>
  );
});
