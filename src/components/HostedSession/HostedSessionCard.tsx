import type { ComponentPropsWithRef } from 'react';
import type { SessionStatus, Task, TosSession } from '../../core/schemas/index.js';
import { useVerificationSession, type UseVerificationSessionResult } from '../../hooks/index.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../primitives/Card/Card.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/LiveUpdatesStatus.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { sessionsEn, type SessionsMessageId } from '../messages/areas/sessions.en.js';
import { errorReference, humanize, knownMessage, paykitErrorText } from '../text/index.js';
import type { Tone } from '../tone.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';
import type { HeadingLevel } from '../primitives/Heading/index.js';

/** What a hosted session is for: confirming who the person is, or accepting terms. */
export type HostedSessionKind = 'verification' | 'terms';

/** Props for {@link HostedSessionCard}: any `<div>` attribute plus the session shown. */
export interface HostedSessionCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The task the session belongs to, as read with `useTask`. */
  task: Task;
  /** One of the task's `verificationSessions` or `tosSessions`. */
  session: TosSession;
  /** Whether it is a verification session or a terms-of-service session. */
  kind: HostedSessionKind;
  /**
   * The level of the card's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

const TONES: Readonly<Record<string, Tone>> = {
  action_required: 'warning',
  in_review: 'info',
  completed: 'success',
  reused: 'success',
  rejected: 'danger',
  canceled: 'neutral',
};

const STATUS_MESSAGES: Readonly<Record<string, SessionsMessageId>> = {
  in_review: 'sessions.inReview',
  completed: 'sessions.completed',
  reused: 'sessions.reused',
  rejected: 'sessions.rejected',
  canceled: 'sessions.canceled',
};

/** A heading level within what HTML has. */

function statusLabel(t: ComponentTranslate<SessionsMessageId>, status: SessionStatus | 'missing'): string {
  return knownMessage(t, 'sessions.status.', status) ?? t('sessions.status.unknown', { status: humanize(status) });
}

/** What the person needs to know now, said through the card's live region. */
function progressMessage(t: ComponentTranslate<SessionsMessageId>, verification: UseVerificationSessionResult): string {
  const { status, openStatus, isExpired } = verification;
  if (status === 'action_required') {
    if (openStatus === 'opened') return t('sessions.opened');
    return isExpired ? t('sessions.expired') : '';
  }
  if (status === 'missing') return '';
  const id = STATUS_MESSAGES[status];
  return id ? t(id) : t('sessions.unknown');
}

function problemText(t: ComponentTranslate<SessionsMessageId>, error: UseVerificationSessionResult['error']): string | null {
  if (error === null) return null;
  if (error.kind === 'client') return knownMessage(t, 'sessions.error.', error.code ?? '') ?? t('error.unexpected');
  return [paykitErrorText(t, error), errorReference(t, error)].filter(Boolean).join(' ');
}

/**
 * One hosted step of a task (identity verification or terms of service): what it is, its status
 * as a badge, and while the customer must act, the button that opens the secure page in a new tab
 * (from the click itself, so popup blockers let it through; an expired link is renewed while the
 * tab waits) and the page's link to copy and finish on another device, such as a phone with a
 * camera. The card follows the session to review and completion, here or from that device, and
 * explains every failure.
 */
export const HostedSessionCard = forwardRefAsProp(function HostedSessionCard({
  task,
  session,
  kind,
  headingLevel,
  ...props
}: HostedSessionCardProps) {
  const { t } = useMessages(sessionsEn);
  const verification = useVerificationSession(task, session.key ?? undefined);
  const { status, openStatus, open } = verification;
  const type = verification.session?.type ?? session.type;
  const about = (type ? knownMessage(t, 'sessions.about.', type) : undefined) ?? t(`sessions.about.${kind}`);
  const problem = problemText(t, verification.error);
  const tone = TONES[status] ?? 'neutral';

  return (
    <Card data-state={status} data-kind={kind} {...props} {...part('hosted-session', props)}>
      <CardHeader>
        <CardTitle level={headingLevel}>{t(`sessions.title.${kind}`)}</CardTitle>
        <Badge tone={tone}>{statusLabel(t, status)}</Badge>
      </CardHeader>
      <CardContent>
        {/* "You will…" is only true while the step waits on the person; afterwards the progress line says where it stands. */}
        {(status === 'action_required' || status === 'missing') && <p {...part('hosted-session-about')}>{about}</p>}
        <p role="status" {...part('hosted-session-progress')}>
          {progressMessage(t, verification)}
        </p>
        {status === 'in_review' && <LiveUpdatesStatus />}
        {problem !== null && <Callout tone="danger">{problem}</Callout>}
        {verification.link !== null && (
          <div {...part('hosted-session-elsewhere')}>
            <p {...part('hosted-session-elsewhere-hint')}>{t('sessions.elsewhere.hint')}</p>
            <CopyableValue
              value={verification.link}
              label={t('sessions.elsewhere.label')}
              variant="text"
              onCopy={verification.continueElsewhere}
            />
          </div>
        )}
      </CardContent>
      {status === 'action_required' && (
        <CardFooter>
          <Button isPending={openStatus === 'refreshing'} pendingLabel={t('sessions.refreshing')} onClick={() => void open()}>
            {t(`sessions.open.${kind}`)} <VisuallyHidden>{t('sessions.newTab')}</VisuallyHidden>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
});
