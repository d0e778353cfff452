import type { RequirementRequest } from '../../../../../core/schemas/index.js';
import type { CatalogCapability } from '../../../catalog/index.js';

/** One ask of a task before it exists: its stable key, what it requests and where it sits. */
export interface RequirementBlueprint {
  /** The stable name of the ask; the same ask on another capability has the same key. */
  key: string;
  section: string;
  request: RequirementRequest;
  /** Requirements sharing it form a group of which exactly one is answered. */
  alternativeKey?: string;
}

/** A hosted session a task will open: what it is, not yet an instance. */
export interface SessionBlueprint {
  key: string;
  type: string;
}

/** Everything a task template decides about a task; ids, statuses and times come at creation. */
export interface TaskBlueprint {
  templateKey: string;
  /**
   * Created once per customer (scope `customer`) and shared by every capability that needs it,
   * rather than once per capability.
   */
  shared: boolean;
  name: string;
  category: string;
  reason: { code: string; message: string; requestedBy: string };
  completionPolicy: { type: 'requirements' | 'verification_sessions'; completion: 'all' };
  allowedSubmissionChannels: ('direct_submission' | 'verification_session')[];
  requirements: RequirementBlueprint[];
  verificationSessions: SessionBlueprint[];
  tosSessions: SessionBlueprint[];
}

/** What a template looks at: the capability requested and who requests it. */
export interface TemplateInput {
  capability: CatalogCapability;
  customerType: string;
}

/** A kind of task the fake attaches when a capability is requested. */
export interface TaskTemplate {
  key: string;
  appliesTo: (input: TemplateInput) => boolean;
  build: (input: TemplateInput) => TaskBlueprint;
}

/** Task templates complete by all of their requirements unless they say otherwise. */
export const BY_REQUIREMENTS = { type: 'requirements', completion: 'all' } as const;
/** Session-driven tasks complete when all of their hosted sessions complete. */
export const BY_SESSIONS = { type: 'verification_sessions', completion: 'all' } as const;
