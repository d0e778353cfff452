import { render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PaykitMessages, PaykitTranslations } from '../i18n/index.js';
import { PaykitProvider } from './PaykitProvider.js';
import { useMessages, type UseMessagesResult } from './useMessages.js';

const client = {} as never;

/** A table of a part of one's own, and its French, as `paykit/components` and `/fr` ship theirs. */
const greetingEn = { 'greeting.hello': 'Hello', 'greeting.items': '{count, plural, one {# item} other {# items}}', 'greeting.new': 'New' };
const greetingFr = { 'greeting.hello': 'Bonjour', 'greeting.items': '{count, plural, one {# article} other {# articles}}' };

function Greeting() {
  const { t } = useMessages(greetingEn);
  return (
    <p>
      {t('greeting.hello')} · {t('greeting.items', { count: 2 })} · {t('greeting.new')} · {t('common.retry')}
    </p>
  );
}

type ProviderProps = { locale: string; messages?: PaykitMessages; translations?: PaykitTranslations };

function provider(props: ProviderProps) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PaykitProvider client={client} events={false} {...props}>
        {children}
      </PaykitProvider>
    );
  };
}

/** A region of the page with its own provider around a `Greeting`. */
function Region({ name, ...props }: ProviderProps & { name: string }) {
  return (
    <section aria-label={name}>
      <PaykitProvider client={client} events={false} {...props}>
        <Greeting />
      </PaykitProvider>
    </section>
  );
}

const textIn = (name: string) => within(screen.getByRole('region', { name })).getByRole('paragraph');

describe('given two providers on one page, one French with a translation and one English', () => {
  it('should speak each provider’s language in its own parts', () => {
    render(
      <>
        <Region name="fr" locale="fr-FR" translations={{ fr: greetingFr }} />
        <Region name="en" locale="en-GB" translations={{ fr: greetingFr }} />
      </>,
    );

    expect(textIn('fr')).toHaveTextContent('Bonjour · 2 articles · New · Réessayer');
    expect(textIn('en')).toHaveTextContent('Hello · 2 items · New · Try again');
  });

  it('should keep the French of one provider from another French provider that has none', () => {
    render(
      <>
        <Region name="translated" locale="fr" translations={{ fr: greetingFr }} />
        <Region name="untranslated" locale="fr" />
      </>,
    );

    expect(textIn('translated')).toHaveTextContent(/^Bonjour/);
    // The base messages ship in French; the table's own words have no translation here.
    expect(textIn('untranslated')).toHaveTextContent('Hello · 2 items · New · Réessayer');
  });
});

describe('given a translation and the merchant’s messages', () => {
  it('should show the merchant’s words over the translation, for a table’s id and a base id', () => {
    const { result } = renderHook(() => useMessages(greetingEn).t, {
      wrapper: provider({
        locale: 'fr',
        messages: { 'greeting.hello': 'Salut', 'common.retry': 'Encore' },
        translations: { fr: { ...greetingFr, 'common.retry': 'Relancer' } },
      }),
    });
    expect(result.current('greeting.hello')).toBe('Salut');
    expect(result.current('common.retry')).toBe('Encore');
  });

  it('should read the translation of a base id before the shipped catalogue', () => {
    const { result } = renderHook(() => useMessages().t('common.retry'), {
      wrapper: provider({ locale: 'fr', translations: { fr: { 'common.retry': 'Relancer' } } }),
    });
    expect(result.current).toBe('Relancer');
  });

  it('should fall back to the table’s English for an id the translation lacks, and for a broken translation', () => {
    const broken = { ...greetingFr, 'greeting.hello': 'Bonjour {' };
    const { result } = renderHook(() => useMessages(greetingEn), { wrapper: provider({ locale: 'fr', translations: { fr: broken } }) });
    expect(result.current.t('greeting.new')).toBe('New');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(result.current.t('greeting.hello')).toBe('Hello');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('given a provider re-rendered with an inline translations object', () => {
  it('should keep its i18n and its parts’ `t`, until the language’s table changes', () => {
    const seen: UseMessagesResult<keyof typeof greetingEn>[] = [];
    function Probe() {
      seen.push(useMessages(greetingEn));
      return null;
    }
    const tree = (table: Record<string, string>) => (
      <PaykitProvider client={client} events={false} locale="fr" translations={{ fr: table }}>
        <Probe />
      </PaykitProvider>
    );
    const { rerender } = render(tree(greetingFr));
    rerender(tree(greetingFr));
    expect(seen.at(-1)).toBe(seen[0]);
    rerender(tree({ ...greetingFr, 'greeting.hello': 'Coucou' }));
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)?.t('greeting.hello')).toBe('Coucou');
  });
});

describe('given no tables', () => {
  it('should format the base messages and hand out the provider’s i18n', () => {
    const { result } = renderHook(() => useMessages(), { wrapper: provider({ locale: 'fr-FR' }) });
    expect(result.current.t('common.retry')).toBe('Réessayer');
    expect(result.current.i18n.formatMoney('1234.5', 'EUR')).toBe('1\u202f234,50\u00a0€');
  });

  it('should speak English outside a provider', () => {
    const { result } = renderHook(() => useMessages(greetingEn).t);
    expect(result.current('greeting.hello')).toBe('Hello');
    expect(result.current('common.retry')).toBe('Try again');
  });
});
