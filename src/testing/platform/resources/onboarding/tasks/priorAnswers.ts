import type { Requirement, RequirementEvidence } from '../../../../../core/schemas/index.js';
import type { Partition } from '../../../Partition.js';
import type { CustomerRecord } from '../../customers/store.js';
import { tasksOfCustomer } from '../store.js';
import { hasProfileValue } from './profileData.js';

/** How an ask is already answered for the customer: by profile data, by a declared absence, or by another task. */
export interface PriorAnswer {
  evidence: RequirementEvidence | null;
  absent: boolean;
}

/** True when the requirement was answered by declaring that the customer has none. */
export function wasAnsweredWithAbsence(requirement: Requirement): boolean {
  return requirement._answeredWithAbsence === true;
}

function satisfiedElsewhere(partition: Partition, customerId: string, key: string, excludeTaskId: string) {
  for (const task of tasksOfCustomer(partition, customerId)) {
    if (task.id === excludeTaskId) continue;
    const requirement = task.requirements.find((candidate) => candidate.key === key && candidate.status === 'satisfied');
    if (requirement) return { task, requirement };
  }
  return undefined;
}

/**
 * Whether `requirement` (by its key) is already answered for `customer`: a profile ask by the
 * customer's current data (that is how prefill shows) or by an absence declared elsewhere when
 * this ask allows absence; any other ask by the same key satisfied in another task, documents
 * carried over as reused evidence.
 */
export function priorAnswerOf(
  partition: Partition,
  customer: CustomerRecord,
  requirement: Pick<Requirement, 'key' | 'request'>,
  excludeTaskId: string,
): PriorAnswer | undefined {
  const pointer = requirement.request.profilePointer;
  if (requirement.request.type === 'profile' && pointer) {
    if (hasProfileValue(customer, pointer)) return { evidence: null, absent: false };
    const elsewhere = satisfiedElsewhere(partition, customer.id, requirement.key, excludeTaskId);
    return elsewhere && requirement.request.allowsAbsence && wasAnsweredWithAbsence(elsewhere.requirement)
      ? { evidence: null, absent: true }
      : undefined;
  }
  const elsewhere = satisfiedElsewhere(partition, customer.id, requirement.key, excludeTaskId);
  if (!elsewhere) return undefined;
  if (wasAnsweredWithAbsence(elsewhere.requirement))
    return requirement.request.allowsAbsence ? { evidence: null, absent: true } : undefined;
  const documentIds = elsewhere.requirement.evidence?.documentIds ?? [];
  return {
    absent: false,
    evidence:
      documentIds.length > 0
        ? {
            type: 'document',
            status: 'accepted',
            documentIds: [...documentIds],
            provenance: { source: 'reuse', applicationId: elsewhere.task.applicationId ?? null },
          }
        : null,
  };
}

/** Marks `requirement` satisfied by a prior answer. */
export function applyPriorAnswer(requirement: Requirement, prior: PriorAnswer): void {
  requirement.status = 'satisfied';
  requirement.evidence = prior.evidence;
  if (prior.absent) requirement._answeredWithAbsence = true;
}

/**
 * Once one member of an `alternativeKey` group is satisfied, the other members are no longer
 * asked: still-open ones are canceled.
 */
export function closeAnsweredAlternatives(requirements: Requirement[]): void {
  const answeredGroups = new Set(
    requirements
      .filter((requirement) => requirement.alternativeKey && requirement.status === 'satisfied')
      .map((requirement) => requirement.alternativeKey),
  );
  for (const requirement of requirements) {
    if (requirement.alternativeKey && answeredGroups.has(requirement.alternativeKey) && requirement.status === 'action_required')
      requirement.status = 'canceled';
  }
}
