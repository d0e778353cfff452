/** Known related-party types; the API shows `person` only. */
export const relatedPartyTypes = ['person'] as const;

/** Known related-party roles; the API's list continues past these (`beneficial_owner` is paykit's assumption). */
export const relatedPartyRoles = [
  'control_person',
  'director',
  'officer',
  'authorized_signer',
  'authorized_representative',
  'compliance_officer',
  'primary_contact',
  'beneficial_owner',
] as const;
