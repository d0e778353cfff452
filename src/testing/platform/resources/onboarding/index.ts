import type { ResourceModule } from '../../http/RequestContext.js';

/** The onboarding operations of the fake API. */
export const onboardingModule: ResourceModule = { routes: [] };
