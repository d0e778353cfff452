export { AccountReference } from './AccountReference.js';
export { DocumentReference } from './DocumentReference.js';
export { RelatedPartyReference } from './RelatedPartyReference.js';
export { ResourceReferenceControl } from './ResourceReferenceControl.js';
export { RelatedPartyValue } from './RelatedPartyValue.js';
