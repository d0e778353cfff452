import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaykitClient } from '../../core/client/index.js';
import type { PaykitEvent } from '../../core/events/index.js';
import type { ListEnvelope, SessionStatus, Task } from '../../core/schemas/index.js';
import { PaykitProvider } from '../PaykitProvider.js';

/**
 * A `PaykitProvider` (no event stream) over a fake client holding only the methods a test gives,
 * and a fresh query cache without retries, for `renderHook(…, { wrapper })`.
 */
export function createHookHarness<C extends Partial<PaykitClient>>(methods: C) {
  const client = { baseUrl: '/api/paykit', ...methods } as unknown as PaykitClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Every event the provider's `onEvent` got, oldest first.
  const events: PaykitEvent[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false} onEvent={(event) => events.push(event)}>
      {children}
    </PaykitProvider>
  );
  return { client: methods, queryClient, wrapper, events };
}

/** One list page of `data`; more follow when `nextCursor` is given. */
export const listPage = <T,>(data: T[], nextCursor: string | null = null): ListEnvelope<T> => ({
  data,
  nextCursor,
  hasMore: nextCursor !== null,
});

/** A customer-scoped proof-of-address task, shaped as the fake platform builds one. */
export const proofOfAddressTask = (id: string, status: Task['status'], revision = 1): Task => ({
  id,
  name: 'Confirm your address',
  customerId: 'cus_alice',
  scope: { type: 'capability', id: 'ach_pooled' },
  status,
  revision,
  notices: [],
  requirements: [
    {
      id: 'req_1',
      key: 'proof_of_address_utility_bill',
      status: status === 'action_required' ? 'action_required' : status,
      section: 'address',
      alternativeKey: 'proof_of_address',
      request: {
        type: 'document',
        prompt: 'A utility bill from the last 90 days showing your home address.',
        constraints: { acceptedDocumentTypes: ['utility_bill'], maxAgeDays: 90 },
      },
    },
  ],
  verificationSessions: [],
  tosSessions: [],
  allowedSubmissionChannels: ['direct_submission'],
});

/**
 * An identity verification task as the fake platform builds it, with one hosted session (`key`
 * `identity`): its link `url` (or none when `null`), expiring at `expiresAt`, in `status`.
 */
export const identityVerificationTask = (
  session: { url?: string | null; expiresAt: string; status?: SessionStatus },
  status: Task['status'] = 'action_required',
): Task => {
  const { url = 'https://verify.example.com/s/1', expiresAt, status: sessionStatus = 'action_required' } = session;
  return {
    id: 'tsk_idv',
    name: 'Verify your identity',
    customerId: 'cus_alice',
    category: 'identity_verification',
    status,
    revision: 1,
    notices: [],
    requirements: [],
    verificationSessions: [
      {
        id: 'vfy_1',
        key: 'identity',
        type: 'document_and_selfie',
        status: sessionStatus,
        action: url === null ? null : { kind: 'available', url, expiresAt },
        url,
        expiresAt,
      },
    ],
    tosSessions: [],
    allowedSubmissionChannels: ['verification_session'],
  };
};
