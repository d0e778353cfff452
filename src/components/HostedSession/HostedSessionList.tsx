import type { ComponentPropsWithRef } from 'react';
import type { Task } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { sessionsEn } from '../messages/areas/sessions.en.js';
import { HostedSessionCard } from './HostedSessionCard.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import type { HeadingLevel } from '../primitives/Heading/index.js';

/** Props for {@link HostedSessionList}: any `<ul>` attribute plus the task. */
export interface HostedSessionListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The task whose verification and terms sessions are shown, as read with `useTask`. */
  task: Task;
  /**
   * The level of each card's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * Every hosted step of a task, identity verifications first, then terms of service, each as a
 * {@link HostedSessionCard}. Renders nothing when the task has none.
 */
export const HostedSessionList = forwardRefAsProp(function HostedSessionList({ task, headingLevel, ...props }: HostedSessionListProps) {
  const { t } = useMessages(sessionsEn);
  const sessions = [
    ...task.verificationSessions.map((session) => ({ session, kind: 'verification' as const })),
    ...task.tosSessions.map((session) => ({ session, kind: 'terms' as const })),
  ];
  if (sessions.length === 0) return null;
  return (
    <ul aria-label={t('sessions.list')} {...props} {...part('hosted-session-list', props)}>
      {sessions.map(({ session, kind }) => (
        <li key={`${kind}:${session.id}`} {...part('hosted-session-item')}>
          <HostedSessionCard task={task} session={session} kind={kind} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
});
