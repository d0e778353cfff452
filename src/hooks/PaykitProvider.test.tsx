import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../core/client/index.js';
import type { PaykitI18n } from '../i18n/index.js';
import { PaykitProvider } from './PaykitProvider.js';
import { usePaykitClient } from './usePaykitClient.js';
import { useMessages } from './useMessages.js';
import { usePaykitPortalContainer } from './usePaykitPortalContainer.js';
import { usePaykitStorage } from './usePaykitStorage.js';

const givenClient = { name: 'given client' } as unknown as PaykitClient;

function Retry() {
  return <button type="button">{useMessages().t('common.retry')}</button>;
}

function Probe({ onRender }: { onRender: (seen: { client: PaykitClient; i18n: PaykitI18n; queryClient: QueryClient }) => void }) {
  onRender({ client: usePaykitClient(), i18n: useMessages().i18n, queryClient: useQueryClient() });
  return null;
}

describe('given a PaykitProvider with a client and a locale', () => {
  it('should give its client and its locale’s messages to what it wraps', () => {
    const onRender = vi.fn();
    render(
      <PaykitProvider client={givenClient} locale="fr-CA">
        <Retry />
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );

    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(onRender).toHaveBeenLastCalledWith(expect.objectContaining({ client: givenClient }));
    expect(onRender.mock.lastCall?.[0].i18n.locale).toBe('fr-CA');
  });

  it('should render the merchant’s message overrides', () => {
    render(
      <PaykitProvider client={givenClient} locale="en" messages={{ 'common.retry': 'Retry payment' }}>
        <Retry />
      </PaykitProvider>,
    );

    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
  });

  it('should keep the same i18n when re-rendered with equal inline messages', () => {
    const seen: PaykitI18n[] = [];
    const tree = (label: string) => (
      <PaykitProvider client={givenClient} locale="en" messages={{ 'common.retry': label }}>
        <Probe onRender={({ i18n }) => seen.push(i18n)} />
      </PaykitProvider>
    );
    const { rerender } = render(tree('Retry payment'));
    rerender(tree('Retry payment'));
    rerender(tree('Pay again'));

    expect(seen.at(-2)).toBe(seen[0]);
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)?.t('common.retry')).toBe('Pay again');
  });
});

describe('given a PaykitProvider without a client or locale', () => {
  it('should create one default client for its whole life', () => {
    const onRender = vi.fn();
    const { rerender } = render(
      <PaykitProvider locale="en">
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );
    rerender(
      <PaykitProvider locale="fr">
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );

    const clients = new Set(onRender.mock.calls.map(([seen]) => (seen as { client: PaykitClient }).client));
    expect(clients.size).toBe(1);
    expect([...clients][0]).toEqual(expect.objectContaining({ getCustomer: expect.any(Function) }));
  });

  it('should use the browser’s language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    render(
      <PaykitProvider client={givenClient}>
        <Retry />
      </PaykitProvider>,
    );

    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('should follow the browser’s language when the person changes it', () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    render(
      <PaykitProvider client={givenClient}>
        <Retry />
      </PaykitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    language.mockReturnValue('fr-FR');
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('given the query client', () => {
  it('should use the one it is given', () => {
    const queryClient = new QueryClient();
    const onRender = vi.fn();
    render(
      <PaykitProvider client={givenClient} queryClient={queryClient}>
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );

    expect(onRender.mock.lastCall?.[0].queryClient).toBe(queryClient);
  });

  it('should share the app’s query client when it sits inside a QueryClientProvider', () => {
    const appQueryClient = new QueryClient();
    const onRender = vi.fn();
    render(
      <QueryClientProvider client={appQueryClient}>
        <PaykitProvider client={givenClient}>
          <Probe onRender={onRender} />
        </PaykitProvider>
      </QueryClientProvider>,
    );

    expect(onRender.mock.lastCall?.[0].queryClient).toBe(appQueryClient);
  });

  it('should otherwise create one that leaves retries to the paykit client', () => {
    const onRender = vi.fn();
    const { rerender } = render(
      <PaykitProvider client={givenClient}>
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );
    rerender(
      <PaykitProvider client={givenClient} theme="dark">
        <Probe onRender={onRender} />
      </PaykitProvider>,
    );

    const [first, last] = [onRender.mock.calls[0]?.[0].queryClient, onRender.mock.lastCall?.[0].queryClient];
    expect(last).toBe(first);
    expect(last.getDefaultOptions().queries?.retry).toBe(false);
    expect(last.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('given a theme', () => {
  it('should render one themed wrapper, light by default', () => {
    const { container, rerender } = render(
      <PaykitProvider client={givenClient}>
        <Retry />
      </PaykitProvider>,
    );
    const root = container.firstElementChild;

    expect(container.children).toHaveLength(1);
    expect(root).toHaveAttribute('data-paykit-root', '');
    expect(root).toHaveAttribute('data-paykit-theme', 'light');
    expect(root).toHaveClass('paykit-root');

    rerender(
      <PaykitProvider client={givenClient} theme="dark">
        <Retry />
      </PaykitProvider>,
    );
    expect(root).toHaveAttribute('data-paykit-theme', 'dark');
  });

  it('should offer the themed wrapper as the portal container', () => {
    const seen: Array<HTMLElement | null> = [];
    function PortalProbe() {
      seen.push(usePaykitPortalContainer());
      return null;
    }
    const { container } = render(
      <PaykitProvider client={givenClient} theme="system">
        <PortalProbe />
      </PaykitProvider>,
    );

    expect(seen.at(-1)).toBe(container.firstElementChild);
    expect(seen.at(-1)).toHaveAttribute('data-paykit-theme', 'system');
  });
});

describe('given the storage', () => {
  function StorageProbe({ onRender }: { onRender: (storage: ReturnType<typeof usePaykitStorage>) => void }) {
    onRender(usePaykitStorage());
    return null;
  }

  it('should keep things in the page’s session storage by default', () => {
    const seen: unknown[] = [];
    render(
      <PaykitProvider client={givenClient}>
        <StorageProbe onRender={(storage) => seen.push(storage)} />
      </PaykitProvider>,
    );
    expect(seen.at(-1)).toBe(window.sessionStorage);
  });

  it('should use the storage it is given, or none when given null', () => {
    const own = new Map<string, string>();
    const given = {
      getItem: (key: string) => own.get(key) ?? null,
      setItem: (key: string, value: string) => void own.set(key, value),
      removeItem: (key: string) => void own.delete(key),
    };
    const seen: unknown[] = [];
    const { rerender } = render(
      <PaykitProvider client={givenClient} storage={given}>
        <StorageProbe onRender={(storage) => seen.push(storage)} />
      </PaykitProvider>,
    );
    expect(seen.at(-1)).toBe(given);
    rerender(
      <PaykitProvider client={givenClient} storage={null}>
        <StorageProbe onRender={(storage) => seen.push(storage)} />
      </PaykitProvider>,
    );
    expect(seen.at(-1)).toBeNull();
  });
});

describe('given no PaykitProvider', () => {
  it('should say where usePaykitClient must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function NeedsClient() {
      usePaykitClient();
      return null;
    }

    expect(() => render(<NeedsClient />)).toThrow('`usePaykitClient` must be used within `<PaykitProvider>`');
  });

  it('should name the hook the app called, not the one below it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function NeedsStorage() {
      usePaykitStorage('useCheckout');
      return null;
    }

    expect(() => render(<NeedsStorage />)).toThrow('`useCheckout` must be used within `<PaykitProvider>`');
  });

  it('should still give English messages to base parts', () => {
    render(<Retry />);

    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should have no portal container', () => {
    const seen: Array<HTMLElement | null> = [];
    function PortalProbe() {
      seen.push(usePaykitPortalContainer());
      return null;
    }
    render(<PortalProbe />);

    expect(seen).toEqual([null]);
  });
});
