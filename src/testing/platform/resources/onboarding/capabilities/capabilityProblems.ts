import { ApiProblem } from '../../../http/ApiProblem.js';

/** Problems of the capability operations. */
export const capabilityProblems = {
  /** 422 capability_key_unsupported: the key names no capability the platform offers. */
  keyUnsupported: (capabilityId: string) =>
    new ApiProblem({
      status: 422,
      code: 'capability_key_unsupported',
      detail: `${capabilityId} is not a capability this platform offers; see GET /v3/capabilities.`,
      retryable: false,
      extras: { capabilities: [capabilityId] },
    }),
  /** 404 not_found: a capability the customer never requested. */
  notRequested: (capabilityId: string) =>
    new ApiProblem({ status: 404, code: 'not_found', detail: `This customer has never requested ${capabilityId}.` }),
  /** 422 capability_institutions_required: bank-backed, no institution given and no default applies. */
  institutionsRequired: (capabilityId: string) =>
    new ApiProblem({
      status: 422,
      code: 'capability_institutions_required',
      detail: `${capabilityId} has no default institution for this customer; name one in institutions (see the supported listing).`,
      extras: { capabilities: [capabilityId] },
    }),
  /** 422 capability_unavailable: the capability's availability is `disabled`. */
  unavailable: (capabilityId: string) =>
    new ApiProblem({
      status: 422,
      code: 'capability_unavailable',
      detail: `${capabilityId} is disabled and cannot be requested now.`,
      retryable: false,
      extras: { capabilities: [capabilityId] },
    }),
  /** 422 capability_ineligible: the customer's type may not request it. */
  ineligible: (capabilityId: string, message: string) =>
    new ApiProblem({
      status: 422,
      code: 'capability_ineligible',
      detail: message,
      retryable: false,
      extras: { capabilities: [capabilityId] },
    }),
};
