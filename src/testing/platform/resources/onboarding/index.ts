import type { ResourceModule } from '../../http/RequestContext.js';
import { capabilityRoutes } from './capabilities/capabilityRoutes.js';
import { onboardingSandboxRoutes } from './sandbox/sandboxRoutes.js';
import { hostedSessionPage } from './sessions/hostedSessionPage.js';
import { submissionRoutes } from './submissions/submissionRoutes.js';
import { taskRoutes } from './tasks/taskRoutes.js';
import { onboardingTick } from './tick.js';

/**
 * The onboarding operations of the fake API: capabilities (catalog, supported listing, request,
 * cancel, tasks preview, applications and their history), tasks, submissions and their review,
 * the hosted verification and terms pages, and the onboarding sandbox endpoints.
 */
export const onboardingModule: ResourceModule = {
  routes: [...capabilityRoutes, ...taskRoutes, ...submissionRoutes, ...onboardingSandboxRoutes],
  hostedPages: [hostedSessionPage('verification'), hostedSessionPage('terms')],
  tick: onboardingTick,
};
