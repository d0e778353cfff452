import type { ProblemBlockingResource } from '../../core/client/index.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import { applicationStatuses } from '../../core/schemas/applicationValues.js';
import { capabilityAccountTypes, capabilityMethods, capabilityStatuses } from '../../core/schemas/capabilityValues.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { CapabilitiesMessageId } from '../messages/areas/capabilities.en.js';
import { humanize } from '../text/index.js';
import type { Tone } from '../tone.js';

type Translate = ComponentTranslate<CapabilitiesMessageId>;

const statusTones: Record<(typeof capabilityStatuses)[number], Tone> = {
  pending: 'info',
  restricted: 'warning',
  ready: 'success',
  rejected: 'danger',
  canceled: 'neutral',
};

/** The badge tone and label of a capability status; an unknown status is neutral, its code humanised. */
export function capabilityStatusText(t: Translate, status: string): { tone: Tone; label: string } {
  if (!isKnownValue(capabilityStatuses, status)) return { tone: 'neutral', label: humanize(status) };
  return { tone: statusTones[status], label: t(`capabilities.status.${status}`) };
}

const applicationTones: Record<(typeof applicationStatuses)[number], Tone> = {
  requested: 'info',
  in_review: 'info',
  action_required: 'warning',
  ready: 'success',
  rejected: 'danger',
  disabled: 'neutral',
  canceled: 'neutral',
};

/** The badge tone and label of an application status; unknown ones are neutral. */
export function applicationStatusText(t: Translate, status: string): { tone: Tone; label: string } {
  if (!isKnownValue(applicationStatuses, status)) return { tone: 'neutral', label: humanize(status) };
  return { tone: applicationTones[status], label: t(`capabilities.applicationStatus.${status}`) };
}

/** The parts of a capability (or a supported-listing item) that name it. */
export interface NamedCapability {
  id: string;
  method: string;
  accountType?: string | null;
}

/**
 * A capability's name for a person: the method's message ("ACH bank transfers") with the account
 * type when there is one ("shared account"); the humanised id for a method the kit does not know.
 */
export function capabilityName(t: ComponentTranslate<CapabilitiesMessageId>, capability: NamedCapability): string {
  if (!isKnownValue(capabilityMethods, capability.method)) return humanize(capability.id);
  const method = t(`capabilities.method.${capability.method}`);
  const { accountType } = capability;
  if (accountType === null || accountType === undefined) return method;
  const type = isKnownValue(capabilityAccountTypes, accountType) ? t(`capabilities.accountType.${accountType}`) : humanize(accountType);
  return t('capabilities.name', { method, accountType: type });
}

const resourceMessages: Readonly<Record<string, CapabilitiesMessageId>> = {
  account: 'capabilities.resource.account',
  transfer: 'capabilities.resource.transfer',
};

const actionMessages: Readonly<Record<string, CapabilitiesMessageId>> = {
  archive_account: 'capabilities.action.archive_account',
  wait_for_transfer: 'capabilities.action.wait_for_transfer',
};

/** A resource that blocks a cancel, in words: "Account acc_123: archive it". */
export function blockingResourceText(t: Translate, blocker: ProblemBlockingResource): string {
  const resourceId = resourceMessages[blocker.type];
  const actionId = blocker.requiredAction === undefined ? undefined : actionMessages[blocker.requiredAction];
  const action = actionId
    ? t(actionId)
    : blocker.requiredAction
      ? humanize(blocker.requiredAction).toLowerCase()
      : t('capabilities.action.unknown');
  return t('capabilities.cancel.blocker', {
    resource: resourceId ? t(resourceId) : humanize(blocker.type),
    id: blocker.id,
    action,
  });
}

/** Whether the person may cancel the capability: pending or restricted, and not the auto-granted stablecoin one. */
export function isCancelable(capability: { id: string; status: string }): boolean {
  return (capability.status === 'pending' || capability.status === 'restricted') && capability.id !== 'stablecoin_transfers';
}
