import { capabilityIdOfRail, legacyRailStatuses, legacyVerificationStatuses } from '../../core/legacy/rails.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { CapabilitiesMessageId } from '../messages/areas/capabilities.en.js';
import type { DocumentsMessageId } from '../messages/areas/documents.en.js';
import type { RailStatusMessageId } from '../messages/areas/railStatus.en.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { humanize, knownMessage } from '../text/index.js';
import type { Tone } from '../tone.js';

type Translate = ComponentTranslate<RailStatusMessageId | CapabilitiesMessageId>;
type DocumentTranslate = ComponentTranslate<RailStatusMessageId | DocumentsMessageId>;

const railTones: Record<(typeof legacyRailStatuses)[number], Tone> = { requested: 'info', ready_to_use: 'success', rejected: 'danger' };

/** The badge of a rail status; a status the kit does not know is neutral, "Status not available". */
export function railStatusText(t: Translate, status: string): { tone: Tone; label: string } {
  if (!isKnownValue(legacyRailStatuses, status)) return { tone: 'neutral', label: t('railStatus.status.unknown') };
  return { tone: railTones[status], label: t(`railStatus.status.${status}`) };
}

const verificationTones: Record<(typeof legacyVerificationStatuses)[number], Tone> = {
  not_started: 'warning',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

/** The badge of an identity verification status; an unknown one is neutral. */
export function verificationStatusText(t: Translate, status: string): { tone: Tone; label: string } {
  if (!isKnownValue(legacyVerificationStatuses, status)) return { tone: 'neutral', label: t('railStatus.verification.unknown') };
  return { tone: verificationTones[status], label: t(`railStatus.verification.${status}`) };
}

/**
 * A requested document in words: the name the document parts give its type ("Utility bill"), else
 * "Another document" (the service defines the list and it grows).
 */
export function documentTypeText(t: DocumentTranslate, type: string): string {
  return knownMessage(t, 'documents.type.', type) ?? t('railStatus.document.other');
}

/** A rail's name: its capability's ("Wire transfers (dedicated account)" for `fedwire_named`), else the rail humanised. */
export function railName(t: Translate, rail: string): string {
  const id = capabilityIdOfRail(rail);
  if (id === undefined) return humanize(rail);
  const split = id.lastIndexOf('_');
  return capabilityName(t, { id, method: id.slice(0, split), accountType: id.slice(split + 1) });
}
