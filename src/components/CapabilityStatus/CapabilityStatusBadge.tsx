import type { Capability } from '../../core/schemas/index.js';
import { Badge, type BadgeProps } from '../primitives/Badge/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { capabilityStatusText } from './capabilityText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link CapabilityStatusBadge}: any `<span>` attribute but `tone`, plus `status`. */
export interface CapabilityStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The capability's status; an unknown one shows neutral, its code in words. */
  status: Capability['status'];
}

/**
 * A capability's status as a badge: `ready` success, `restricted` warning ("Action needed"),
 * `pending` info, `rejected` danger, `canceled` neutral. The status is also `data-state`.
 */
export const CapabilityStatusBadge = forwardRefAsProp(function CapabilityStatusBadge({ status, ...props }: CapabilityStatusBadgeProps) {
  const { t } = useMessages(capabilitiesEn);
  const { tone, label } = capabilityStatusText(t, status);
  return (
    <Badge data-state={status} tone={tone} {...props}>
      {label}
    </Badge>
  );
});
