/** The customer's profile after onboarding, without React: its fields, checks, merge document and locks. */
export {
  profileFieldOfPointer,
  profileFields,
  profileObjectOf,
  profileValuesOf,
  type ProfileField,
  type ProfileFieldKind,
  type ProfileFormValues,
  type ProfileObject,
} from './profileFields.js';
export { profileFieldLock, profileLockAt, profileLocksOf, type ProfileLock, type ProfileLockReason } from './profileLocks.js';
export { buildProfilePatch, normaliseProfileText, validateProfile, type ProfileProblem } from './profilePatch.js';
