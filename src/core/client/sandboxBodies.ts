/**
 * Bodies of the sandbox routes, which force states the real world would take days to reach. The
 * API description gives only the capability status force and the sandbox task in full; the other
 * shapes are paykit's, shared with its fake platform.
 */

/** Body of `forceCapabilityStatus`. */
export interface ForceCapabilityStatusBody {
  status: 'ready' | 'rejected' | 'restricted';
}

/** Body of `simulateVerification`: the outcome of the customer's identity verification. */
export interface SimulateVerificationBody {
  outcome: 'completed' | 'rejected';
  /** The `vfy_…` session to settle; the customer's open one when omitted. */
  verificationSessionId?: string;
}

/** Constraints on what a sandbox task item accepts. */
export interface SandboxTaskConstraints {
  acceptedDocumentTypes?: readonly string[];
  maxAgeDays?: number;
  captureMethods?: readonly string[];
  nameMatch?: boolean;
  acceptedFormats?: readonly string[];
}

/** One ask of a sandbox task. */
export interface SandboxTaskItem {
  /**
   * What is asked: an answer type such as `document`, or the request in full
   * (`{ type, prompt?, options?, valueType?, allowsAbsence? }`; selects need `options`).
   */
  request:
    | string
    | {
        type: string;
        prompt?: string;
        options?: readonly { value: string; label?: string }[];
        valueType?: string;
        allowsAbsence?: boolean;
      };
  /** Where in the customer profile the answer lands. */
  profilePointer?: string;
  constraints?: SandboxTaskConstraints;
}

/**
 * Body of `createSandboxTask`. The proxy writes the session's customer into `scope.customerId`;
 * the capability and transfer scopes name their resource.
 */
export interface CreateSandboxTaskBody {
  scope: { type: 'customer' } | { type: 'capability'; capabilityId: string } | { type: 'transfer'; transferId: string };
  items: readonly SandboxTaskItem[];
  /** RFC 3339. */
  dueAt?: string;
}

/** Body of `reviewSandboxTask`: the review of the task's pending submission. */
export interface ReviewSandboxTaskBody {
  outcome: 'accepted' | 'changes_requested' | 'rejected';
  /** Shown to the customer with `changes_requested` or `rejected`. */
  reviewFeedback?: { code: string; message: string };
  /**
   * With `changes_requested`: the requirements that need changes, each with its feedback; the
   * others are accepted. Naming none reopens every answered requirement.
   */
  requirements?: Readonly<Record<string, { code: string; message: string }>>;
}

/** Body of `topUpSandboxAccount`: funds credited to the account. */
export interface TopUpSandboxAccountBody {
  /** Decimal string in major units, e.g. `"100.00"`. */
  amount: string;
  currency: string;
}

/** Body of `setSandboxTransferState`. */
export interface SetSandboxTransferStateBody {
  state: 'awaiting_funds' | 'processing' | 'action_required' | 'completed' | 'failed' | 'canceled';
  /** The reason a non-happy state carries. */
  stateDetail?: { code: string; message?: string };
}
