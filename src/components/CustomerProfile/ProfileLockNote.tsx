import type { ProfileLockReason } from '../../core/profile/index.js';
import { useMessages } from '../messages/index.js';
import { profileEn } from '../messages/areas/profile.en.js';
import { part } from '../part.js';

/** Props for {@link ProfileLockNote}. */
export interface ProfileLockNoteProps {
  reason: ProfileLockReason;
  /** The note's id, so the value it explains can point at it. @default undefined */
  id?: string;
}

/** Why a profile value is read-only, beside it: in review, or verified. */
export function ProfileLockNote({ reason, id }: ProfileLockNoteProps) {
  const { t } = useMessages(profileEn);
  return (
    <span id={id} data-state={reason} {...part('customer-profile-lock')}>
      {t(reason === 'verified' ? 'profile.lock.verified' : 'profile.lock.in_review')}
    </span>
  );
}
