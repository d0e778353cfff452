import { escapeHtml } from './hostedHtml.js';
import type { SessionKind } from './sessionActions.js';

/** What the hosted page of each session kind says and which decisions it offers. */
export interface SessionPageCopy {
  title: string;
  /** The form's content before the buttons (escaped HTML). */
  intro: string;
  complete: { value: string; label: string };
  decline: { value: string; label: string };
  /** For terms: the checkbox that must be ticked to accept. */
  consent?: { name: string; label: string };
  done: Record<string, string>;
}

const TERMS_TEXT = [
  'These sandbox terms stand in for the platform terms of service a customer accepts before using payment methods.',
  'By accepting, the customer agrees that the platform may hold and move funds on their instructions, verify their identity and share information with partner banks as the law requires.',
];

/** The copy of the hosted verification and terms pages. */
export const sessionPageCopy: Record<SessionKind, SessionPageCopy> = {
  verification: {
    title: 'Verify your identity',
    intro: `<p>This sandbox page stands in for the identity verification service. Completing it sends the verification for review; declining rejects it.</p>`,
    complete: { value: 'complete', label: 'Complete verification' },
    decline: { value: 'decline', label: 'Decline' },
    done: {
      in_review: 'Thank you. Your verification is being reviewed.',
      completed: 'Your identity is verified.',
      rejected: 'This verification was declined.',
      canceled: 'This verification is no longer needed.',
      reused: 'An earlier verification was reused.',
    },
  },
  terms: {
    title: 'Accept the terms of service',
    intro: `<section class="terms" aria-label="Terms of service" tabindex="0">${TERMS_TEXT.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</section>`,
    complete: { value: 'accept', label: 'Accept the terms' },
    decline: { value: 'decline', label: 'Decline' },
    consent: { name: 'agree', label: 'I have read the terms of service and accept them.' },
    done: {
      completed: 'Thank you. The terms are accepted.',
      rejected: 'The terms were declined.',
      canceled: 'These terms are no longer needed.',
      in_review: 'Your acceptance is being recorded.',
      reused: 'An earlier acceptance was reused.',
    },
  },
};
