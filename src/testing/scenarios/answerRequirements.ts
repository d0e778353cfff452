import { sampleIndividual, sampleUsAddress } from './sampleData.js';

/** The parts of a requirement an answer is built from. */
export interface RequirementRead {
  id: string;
  key: string;
  status: string;
  alternativeKey?: string | null;
  request: {
    type: string;
    profilePointer?: string | null;
    valueType?: string | null;
    itemValueType?: string | null;
    allowsAbsence?: boolean | null;
    options?: { value: string }[] | null;
    constraints?: { minLength?: number | null; maxLength?: number | null; minItems?: number | null } | null;
  };
}

/** An answer as a submission sends it. */
export interface AnswerInput {
  requirementId: string;
  answerType: string;
  value?: unknown;
}

const PROFILE_SAMPLES: Record<string, unknown> = {
  '/individual/firstName': sampleIndividual.firstName,
  '/individual/lastName': sampleIndividual.lastName,
  '/individual/email': sampleIndividual.email,
  '/individual/phone': sampleIndividual.phone,
  '/individual/birthDate': '1985-12-10',
};

const SAMPLE_BY_VALUE_TYPE: Record<string, unknown> = {
  date: '1985-12-10',
  country_code: 'US',
  address: sampleUsAddress,
  money: { amount: '5000.00', currency: 'USD' },
  boolean: false,
  tax_identifier: { type: 'ssn', country: 'US', value: '123-45-6789' },
};

function sampleText(constraints: RequirementRead['request']['constraints']): string {
  const text = 'Software engineer';
  const min = constraints?.minLength ?? 1;
  const max = constraints?.maxLength ?? text.length;
  return text.padEnd(min, '.').slice(0, Math.max(min, max));
}

function sampleValue(request: RequirementRead['request']): unknown {
  const firstOption = request.options?.[0]?.value;
  if (request.profilePointer && request.profilePointer in PROFILE_SAMPLES) return PROFILE_SAMPLES[request.profilePointer];
  if (request.valueType === 'array') {
    const item = firstOption ?? SAMPLE_BY_VALUE_TYPE[request.itemValueType ?? ''] ?? sampleText(undefined);
    return [item];
  }
  if (firstOption !== undefined) return firstOption;
  if (request.valueType && request.valueType in SAMPLE_BY_VALUE_TYPE) return SAMPLE_BY_VALUE_TYPE[request.valueType];
  return sampleText(request.constraints);
}

/** Whether the scenarios can answer `requirement` without uploads or references. */
export function isAnswerable(requirement: RequirementRead): boolean {
  return !['document', 'resource_reference'].includes(requirement.request.type);
}

/**
 * Plausible answers to every actionable requirement, one member per `alternativeKey` group:
 * profile values from the sample person, the first option of a select, `true` for an
 * attestation, text within its length limits.
 */
export function answerRequirements(requirements: readonly RequirementRead[]): AnswerInput[] {
  const answeredGroups = new Set<string>();
  const answers: AnswerInput[] = [];
  for (const requirement of requirements) {
    if (requirement.status !== 'action_required') continue;
    if (requirement.alternativeKey) {
      if (answeredGroups.has(requirement.alternativeKey)) continue;
      answeredGroups.add(requirement.alternativeKey);
    }
    const { request } = requirement;
    if (request.type === 'attestation') answers.push({ requirementId: requirement.id, answerType: 'attestation', value: true });
    else if (request.type === 'boolean') answers.push({ requirementId: requirement.id, answerType: 'boolean', value: false });
    else answers.push({ requirementId: requirement.id, answerType: request.type, value: sampleValue(request) });
  }
  return answers;
}
