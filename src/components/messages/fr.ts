import { accountsFr } from './areas/accounts.fr.js';
import { payeesFr } from './areas/payees.fr.js';
import { checkoutFr } from './areas/checkout.fr.js';
import { transfersFr } from './areas/transfers.fr.js';
import { moneyErrorsFr } from './areas/moneyErrors.fr.js';
import { capabilitiesFr } from './areas/capabilities.fr.js';
import { documentsFr } from './areas/documents.fr.js';
import { fieldsFr } from './areas/fields.fr.js';
import { onboardingFr } from './areas/onboarding.fr.js';
import { relatedPartiesFr } from './areas/relatedParties.fr.js';
import { profileFr } from './areas/profile.fr.js';
import { sessionsFr } from './areas/sessions.fr.js';
import { taskFormFr } from './areas/taskForm.fr.js';
import { liveUpdatesFr } from './areas/liveUpdates.fr.js';
import { reasonsFr } from './areas/reasons.fr.js';
import { notificationsFr } from './areas/notifications.fr.js';
import { sessionQrFr } from './areas/sessionQr.fr.js';
import { documentsManagerFr } from './areas/documentsManager.fr.js';
import { capabilityPipelineFr } from './areas/capabilityPipeline.fr.js';
import { sweepRulesFr } from './areas/sweepRules.fr.js';
import { railStatusFr } from './areas/railStatus.fr.js';
import type { ComponentMessageId } from './en.js';

/** The French messages of the styled components. */
export const componentFr: Readonly<Record<ComponentMessageId, string>> = {
  ...taskFormFr,
  ...fieldsFr,
  ...documentsFr,
  ...sessionsFr,
  ...relatedPartiesFr,
  ...profileFr,
  ...capabilitiesFr,
  ...onboardingFr,
  ...accountsFr,
  ...payeesFr,
  ...checkoutFr,
  ...transfersFr,
  ...moneyErrorsFr,
  ...liveUpdatesFr,
  ...reasonsFr,
  ...notificationsFr,
  ...sessionQrFr,
  ...documentsManagerFr,
  ...capabilityPipelineFr,
  ...sweepRulesFr,
  ...railStatusFr,
};
