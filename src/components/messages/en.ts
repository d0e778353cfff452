import { accountsEn } from './areas/accounts.en.js';
import { payeesEn } from './areas/payees.en.js';
import { checkoutEn } from './areas/checkout.en.js';
import { transfersEn } from './areas/transfers.en.js';
import { moneyErrorsEn } from './areas/moneyErrors.en.js';
import { capabilitiesEn } from './areas/capabilities.en.js';
import { documentsEn } from './areas/documents.en.js';
import { fieldsEn } from './areas/fields.en.js';
import { onboardingEn } from './areas/onboarding.en.js';
import { relatedPartiesEn } from './areas/relatedParties.en.js';
import { profileEn } from './areas/profile.en.js';
import { sessionsEn } from './areas/sessions.en.js';
import { taskFormEn } from './areas/taskForm.en.js';
import { liveUpdatesEn } from './areas/liveUpdates.en.js';
import { reasonsEn } from './areas/reasons.en.js';
import { notificationsEn } from './areas/notifications.en.js';
import { sessionQrEn } from './areas/sessionQr.en.js';
import { documentsManagerEn } from './areas/documentsManager.en.js';
import { capabilityPipelineEn } from './areas/capabilityPipeline.en.js';
import { sweepRulesEn } from './areas/sweepRules.en.js';
import { railStatusEn } from './areas/railStatus.en.js';

/**
 * The English messages of the styled components, by area. They live with the components (not in
 * the root entry) so a hooks-only app does not carry them. Ids are dotted by area; values are ICU
 * MessageFormat; a merchant overrides any of them through `<PaykitProvider messages>`. No part
 * imports this table: each passes its area's to `useMessages`, and the merge is marked pure, so a
 * bundler drops it (all 14 areas, about 14 KB gzip) from any app that does not import it.
 */
export const componentEn = /* @__PURE__ */ (() =>
  ({
    ...taskFormEn,
    ...fieldsEn,
    ...documentsEn,
    ...sessionsEn,
    ...relatedPartiesEn,
    ...profileEn,
    ...capabilitiesEn,
    ...onboardingEn,
    ...accountsEn,
    ...payeesEn,
    ...checkoutEn,
    ...transfersEn,
    ...moneyErrorsEn,
    ...liveUpdatesEn,
    ...reasonsEn,
    ...notificationsEn,
    ...sessionQrEn,
    ...documentsManagerEn,
    ...capabilityPipelineEn,
    ...sweepRulesEn,
    ...railStatusEn,
  }) as const satisfies Record<string, string>)();

/** The id of a styled component's message, e.g. `'taskForm.submit'`. */
export type ComponentMessageId = keyof typeof componentEn;
