import type { ProfileFormValues, ProfileLockReason, ProfileField } from '../../core/profile/index.js';
import { useMessages } from '../messages/index.js';
import { profileEn, type ProfileMessageId } from '../messages/areas/profile.en.js';
import { part } from '../part.js';
import { groupLock, groupValueText, profileGroups } from './profileGroups.js';
import { ProfileLockNote } from './ProfileLockNote.js';

/** Props for {@link CustomerProfileView}. */
export interface CustomerProfileViewProps {
  fields: readonly ProfileField[];
  values: ProfileFormValues;
  lockOf: (name: string) => ProfileLockReason | null;
}

/** The customer's details as a description list: each value in words (or "Not given"), with why it is locked beside it. */
export function CustomerProfileView({ fields, values, lockOf }: CustomerProfileViewProps) {
  const { t, i18n } = useMessages(profileEn);
  return (
    <dl {...part('customer-profile-details')}>
      {profileGroups(fields).map((group) => {
        const text = groupValueText(group, values, i18n);
        const lock = groupLock(group.fields, lockOf);
        return (
          <div key={group.key} {...part('customer-profile-entry')} data-locked={lock ?? undefined}>
            <dt>{t(`profile.field.${group.key}` as ProfileMessageId)}</dt>
            <dd>
              <span {...part('customer-profile-value')} data-empty={text === '' || undefined}>
                {text || t('profile.notGiven')}
              </span>
              {lock && <ProfileLockNote reason={lock} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
