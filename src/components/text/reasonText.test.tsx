import { render, renderHook, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import { buildApplication, buildDestination, buildTask } from '../../testing/fixtures/index.js';
import { componentFr } from '../locales/fr.js';
import { useMessages } from '../messages/index.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { DestinationItem } from '../Payees/DestinationItem.js';
import { TaskListItem } from '../Onboarding/TaskListItem.js';
import { ApplicationList } from '../CapabilityStatus/ApplicationList.js';
import { knownReasonText, reasonText, reviewFeedbackText } from './reasonText.js';

const RAW = 'RAW-API-WORDING';

function wrapper(locale: string) {
  return ({ children }: { children: ReactNode }) =>
    createElement(PaykitProvider, { locale, translations: { fr: componentFr }, events: false }, children);
}

function translator(locale = 'en') {
  return renderHook(() => useMessages(reasonsEn), { wrapper: wrapper(locale) }).result.current.t;
}

describe('given a reason whose code the kit knows', () => {
  it("should give the kit's sentence in the person's language, never the API's message", () => {
    const reason = { code: 'funding_window_expired', message: RAW, actor: 'customer' };
    expect(reasonText(translator(), reason)).toBe('The funds did not arrive in time.');
    expect(reasonText(translator('fr'), reason)).toBe('Les fonds ne sont pas arrivés à temps.');
    expect(knownReasonText(translator(), reason)).toBe('The funds did not arrive in time.');
  });
});

describe('given a reason whose code the kit does not know', () => {
  it('should choose a neutral sentence by actor, then by retryable', () => {
    const t = translator();
    expect(reasonText(t, { code: 'brand_new', message: RAW, actor: 'provider' })).toBe('Our payment provider is handling this.');
    expect(reasonText(t, { code: 'brand_new', message: RAW, actor: 'customer' })).toBe('Something is needed from you.');
    expect(reasonText(t, { code: 'brand_new', message: RAW, actor: 'auditor', retryable: true })).toBe('This is temporary.');
    expect(reasonText(t, { code: 'brand_new', message: RAW })).toBe('No more detail is available.');
    expect(knownReasonText(t, { code: 'brand_new' })).toBeUndefined();
    expect(knownReasonText(t, { code: 'constructor' })).toBeUndefined();
  });

  it('should ask to check a reviewed answer without the reviewer wording', () => {
    expect(reviewFeedbackText(translator(), { code: 'brand_new_feedback' })).toBe('Check this answer and change it.');
    expect(reviewFeedbackText(translator(), { code: 'blurry' })).toBe('The image is blurry. Take it again.');
  });
});

describe('given parts that show a status reason', () => {
  it("should show a destination's reason in the kit's words", () => {
    const destination = buildDestination({
      status: 'action_required',
      statusReason: { code: 'address_unverified', message: RAW, actor: 'customer', retryable: false },
    });
    const { container } = render(createElement(DestinationItem, { destination, onArchive: vi.fn() }), { wrapper: wrapper('en') });
    expect(screen.getByText('We could not verify the address.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(RAW);
  });

  it("should show an application's unknown reason as a neutral sentence by actor", () => {
    const application = buildApplication({ statusReason: { code: 'brand_new', message: RAW, actor: 'operator', retryable: false } });
    const { container } = render(createElement(ApplicationList, { applications: [application] }), { wrapper: wrapper('en') });
    expect(screen.getByText('Our team is looking at this.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(RAW);
  });

  it("should show a rejected task's reason without the API wording", () => {
    const task = buildTask({ status: 'rejected', reason: { code: 'brand_new', message: RAW } });
    const entry = { task, state: 'rejected' as const, capabilityIds: [], covers: [] };
    const { container } = render(createElement('ul', null, createElement(TaskListItem, { entry, capabilities: [], onStart: vi.fn() })), {
      wrapper: wrapper('en'),
    });
    expect(screen.getByText('No more detail is available.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(RAW);
  });
});
