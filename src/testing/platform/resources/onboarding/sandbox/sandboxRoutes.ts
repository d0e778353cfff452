import type { RouteDef } from '../../../http/RequestContext.js';
import { createSandboxTask } from './createSandboxTask.js';
import { forceCapabilityStatus } from './forceCapabilityStatus.js';
import { simulateVerification } from './simulateVerification.js';

/** The onboarding sandbox operations (403 forbidden with a production key; no Idempotency-Key). */
export const onboardingSandboxRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/sandbox/customers/{customerId}/capabilities/{capabilityId}/status',
    sandbox: true,
    handler: forceCapabilityStatus,
  },
  { method: 'POST', path: '/v3/sandbox/customers/{customerId}/verification', sandbox: true, handler: simulateVerification },
  { method: 'POST', path: '/v3/sandbox/tasks', sandbox: true, handler: createSandboxTask },
];
