import type { ResourceModule } from '../http/RequestContext.js';
import { customersModule } from './customers/index.js';
import { legacyModule } from './legacy/index.js';
import { moneyModule } from './money/index.js';
import { onboardingModule } from './onboarding/index.js';
import { transfersModule } from './transfers/index.js';
import { webhooksModule } from './webhooks/index.js';

/** Every resource module of the fake API, in the order their time-driven work runs. */
export const resourceModules: readonly ResourceModule[] = [
  customersModule,
  onboardingModule,
  moneyModule,
  transfersModule,
  webhooksModule,
  legacyModule,
];
