import {
  customerSchema,
  requirementSchema,
  taskSchema,
  type Customer,
  type Requirement,
  type RequirementRequest,
  type Task,
} from '../../schemas/index.js';

/** A requirement parsed as the kit parses it; `overrides` replace fields of the default text ask. */
export function requirement(
  id: string,
  overrides: Partial<Omit<Requirement, 'request'>> & { request?: Partial<RequirementRequest> } = {},
): Requirement {
  const { request, ...rest } = overrides;
  return requirementSchema.parse({
    id,
    key: `key_${id}`,
    status: 'action_required',
    section: 'details',
    ...rest,
    request: { type: 'text', prompt: `Prompt of ${id}`, required: true, valueType: 'string', allowsAbsence: false, ...request },
  });
}

/** A task parsed as the kit parses it, holding `requirements`. */
export function task(requirements: readonly Requirement[], overrides: Partial<Task> = {}): Task {
  return taskSchema.parse({
    id: 'tsk_1',
    status: 'action_required',
    revision: 3,
    remediationRound: 0,
    requirements,
    ...overrides,
  });
}

/** An individual customer with a few facts already known. */
export const ada: Customer = customerSchema.parse({
  id: 'cus_ada',
  type: 'individual',
  individual: { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1815-12-10', nationalities: ['GB'] },
  financialProfile: { accountPurposes: ['personal_expenses'] },
});

const OPTIONS = ['employed', 'self_employed', 'retired'].map((value) => ({ value, label: value.replace('_', ' ') }));

/** One requirement of every answer type, as the fake platform's templates write them. */
export function everyAnswerType(): Requirement[] {
  return [
    requirement('req_1', {
      key: 'profile.individual.firstName',
      section: 'personal_details',
      request: { type: 'profile', profilePointer: '/individual/firstName', constraints: { minLength: 1, maxLength: 256 } },
    }),
    requirement('req_2', {
      key: 'occupation',
      section: 'employment',
      request: { type: 'text', constraints: { minLength: 2, maxLength: 100 } },
    }),
    requirement('req_3', { key: 'start_date', section: 'employment', request: { type: 'date', valueType: 'date' } }),
    requirement('req_4', { key: 'employment_status', section: 'employment', request: { type: 'single_select', options: OPTIONS } }),
    requirement('req_5', {
      key: 'transaction_types',
      section: 'employment',
      request: {
        type: 'multi_select',
        valueType: 'array',
        itemValueType: 'string',
        options: OPTIONS,
        constraints: { minItems: 1, maxItems: 2 },
      },
    }),
    requirement('req_6', { key: 'pep', section: 'employment', request: { type: 'boolean', valueType: 'boolean' } }),
    requirement('req_7', {
      key: 'accuracy',
      section: 'declarations',
      request: { type: 'attestation', valueType: 'boolean', prompt: 'I confirm that the information I gave is true and complete.' },
    }),
    requirement('req_8', {
      key: 'id_document',
      section: 'documents',
      request: {
        type: 'document',
        valueType: 'document',
        constraints: {
          acceptedDocumentTypes: ['passport'],
          acceptedFormats: ['pdf', 'jpeg'],
          maxAgeDays: 90,
          captureMethods: ['upload', 'camera'],
          nameMatch: true,
        },
      },
    }),
    requirement('req_9', { key: 'director', section: 'parties', request: { type: 'resource_reference', valueType: 'related_party' } }),
    requirement('req_10', {
      key: 'no_tax_id',
      section: 'tax',
      request: { type: 'absence', prompt: 'I have no tax identification number.' },
    }),
  ];
}

/** Values answering {@link everyAnswerType} in full. */
export const everyAnswer = {
  req_1: 'Ada',
  req_2: 'Mathematician',
  req_3: '1833-06-05',
  req_4: 'employed',
  req_5: ['employed', 'retired'],
  req_6: false,
  req_7: true,
  req_8: ['doc_1'],
  req_9: 'rp_1',
  req_10: true,
} as const;

/** A proof of address: exactly one of three documents (an alternative group). */
export function proofOfAddress(firstId = 11): Requirement[] {
  return ['utility_bill', 'bank_statement', 'lease_agreement'].map((type, index) =>
    requirement(`req_${firstId + index}`, {
      key: `proof_of_address_${type}`,
      section: 'address',
      alternativeKey: 'proof_of_address',
      request: { type: 'document', valueType: 'document', constraints: { acceptedDocumentTypes: [type], maxAgeDays: 90 } },
    }),
  );
}
