import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSourceClass } from '../../../hooks/index.js';
import { PaykitProvider } from '../../../hooks/index.js';
import { componentFr } from '../../locales/fr.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { LiveUpdatesStatus } from './LiveUpdatesStatus.js';

/** A stand-in for the browser's EventSource the test drives: open, drop, or close from the server. */
function fakeEventSource() {
  const instances: FakeEventSource[] = [];
  class FakeEventSource {
    readyState = 0;
    readonly listeners = new Map<string, Array<(event: Event) => void>>();
    constructor(readonly url: string) {
      instances.push(this);
    }
    addEventListener(type: string, listener: (event: Event) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.readyState = 2;
    }
    emit(type: string, event: Event = new Event(type)) {
      act(() => {
        for (const listener of this.listeners.get(type) ?? []) listener(event);
      });
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource satisfies EventSourceClass);
  const current = () => instances.at(-1) as FakeEventSource;
  return {
    open: () => current().emit('open'),
    drop: () => current().emit('error'),
    heartbeat: () => current().emit('heartbeat', new MessageEvent('heartbeat', { data: '' })),
    closeWith: (reason: string) => current().emit('closed', new MessageEvent('closed', { data: JSON.stringify({ reason }) })),
  };
}

function renderStatus(locale = 'en') {
  const stream = fakeEventSource();
  const view = render(
    <PaykitProvider locale={locale} translations={{ fr: componentFr }}>
      <p>This page updates by itself.</p>
      <LiveUpdatesStatus className="merchant-note" />
    </PaykitProvider>,
  );
  return { ...view, stream, status: () => screen.getByRole('status') };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given a page that says it updates by itself', () => {
  it('should say nothing while live updates connect and arrive', async () => {
    const { stream, status, container } = renderStatus();
    expect(status()).toBeEmptyDOMElement();
    expect(status()).toHaveAttribute('data-state', 'connecting');
    stream.open();
    expect(status()).toBeEmptyDOMElement();
    expect(status()).toHaveAttribute('data-state', 'live');
    expect(status()).toHaveClass('paykit-live-updates-status', 'merchant-note');
    await expectNoAxeViolations(container);
  });

  it('should say live updates are interrupted while reconnecting, and go quiet once they are back', async () => {
    const { stream, status, container } = renderStatus();
    stream.open();
    stream.drop();
    expect(status()).toHaveTextContent('Live updates interrupted — reconnecting…');
    expect(status()).toHaveAttribute('data-state', 'reconnecting');
    await expectNoAxeViolations(container);

    act(() => void window.dispatchEvent(new Event('online')));
    stream.open();
    expect(status()).toBeEmptyDOMElement();
  });

  it('should say live updates are interrupted when the stream falls silent, though no error came, and go quiet once they are back', () => {
    vi.useFakeTimers();
    const { stream, status } = renderStatus();
    stream.open();
    act(() => vi.advanceTimersByTime(30_000));
    stream.heartbeat();
    act(() => vi.advanceTimersByTime(44_999));
    expect(status()).toBeEmptyDOMElement();
    expect(status()).toHaveAttribute('data-state', 'live');

    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Live updates interrupted — reconnecting…');
    expect(status()).toHaveAttribute('data-state', 'reconnecting');
    stream.open();
    expect(status()).toBeEmptyDOMElement();
  });

  it('should say when another tab holds the updates, apart from a reconnection, and when the session ended them', () => {
    const { stream, status } = renderStatus();
    stream.open();
    stream.closeWith('too_many_streams');
    expect(status()).toHaveTextContent(
      'Live updates are paused in this tab while you use another one. They resume when you come back to it.',
    );
    expect(status()).toHaveAttribute('data-state', 'paused');

    act(() => void window.dispatchEvent(new Event('focus')));
    stream.open();
    stream.closeWith('session_ended');
    expect(status()).toHaveTextContent('Live updates have stopped. Reload the page to see the latest.');
    expect(status()).toHaveAttribute('data-state', 'ended');
  });

  it('should speak French to a French provider', () => {
    const { stream, status } = renderStatus('fr-FR');
    stream.open();
    stream.drop();
    expect(status()).toHaveTextContent('Mises à jour en direct interrompues — reconnexion…');
    act(() => void window.dispatchEvent(new Event('focus')));
    stream.open();
    stream.closeWith('too_many_streams');
    expect(status()).toHaveTextContent(
      'Les mises à jour en direct sont suspendues dans cet onglet pendant que vous en utilisez un autre. Elles reprennent quand vous y revenez.',
    );
  });
});
