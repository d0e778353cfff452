import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/PaykitProvider.js';
import { en as baseEn, type PaykitMessages } from '../../i18n/index.js';
import { openEnumLabel } from '../text/index.js';
import { accountsEn } from './areas/accounts.en.js';
import { capabilitiesEn } from './areas/capabilities.en.js';
import { checkoutEn } from './areas/checkout.en.js';
import { documentsEn } from './areas/documents.en.js';
import { fieldsEn } from './areas/fields.en.js';
import { liveUpdatesEn } from './areas/liveUpdates.en.js';
import { moneyErrorsEn } from './areas/moneyErrors.en.js';
import { onboardingEn } from './areas/onboarding.en.js';
import { payeesEn } from './areas/payees.en.js';
import { relatedPartiesEn } from './areas/relatedParties.en.js';
import { profileEn } from './areas/profile.en.js';
import { sessionsEn } from './areas/sessions.en.js';
import { taskFormEn } from './areas/taskForm.en.js';
import { transfersEn } from './areas/transfers.en.js';
import { componentFr } from './fr.js';
import { useMessages, type MessageTable } from './index.js';

const client = {} as never;

function provider(locale: string, messages?: PaykitMessages) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PaykitProvider client={client} locale={locale} messages={messages} translations={{ fr: componentFr }}>
        {children}
      </PaykitProvider>
    );
  };
}

/** A part of one area, as the kit writes them: it passes its table and renders one of its ids. */
function AreaPart({ table, id }: { table: MessageTable; id: string }) {
  const { t } = useMessages(table);
  return <p>{t(id as never)}</p>;
}

const areas = Object.entries({
  accountsEn,
  capabilitiesEn,
  checkoutEn,
  documentsEn,
  fieldsEn,
  liveUpdatesEn,
  moneyErrorsEn,
  onboardingEn,
  payeesEn,
  relatedPartiesEn,
  profileEn,
  sessionsEn,
  taskFormEn,
  transfersEn,
}).map(([name, table]: [string, MessageTable]) => {
  // A message without arguments, so what shows is the text itself.
  const id = Object.keys(table).find((key) => !table[key]?.includes('{'))!;
  return { name, table, id };
});

describe('given a part of each area', () => {
  it.each(areas)("should show the merchant's override of an id of $name, in English and in French", ({ table, id }) => {
    const messages = { [id]: `Merchant words for ${id}` };
    for (const locale of ['en', 'fr-FR']) {
      const { unmount } = render(<AreaPart table={table} id={id} />, { wrapper: provider(locale, messages) });
      expect(screen.getByRole('paragraph')).toHaveTextContent(`Merchant words for ${id}`);
      unmount();
    }
  });

  it.each(areas)('should speak French from $name in a provider given componentFr, else its English', ({ table, id }) => {
    const french = render(<AreaPart table={table} id={id} />, { wrapper: provider('fr-FR') });
    expect(screen.getByRole('paragraph')).toHaveTextContent(componentFr[id as keyof typeof componentFr]);
    french.unmount();
    render(<AreaPart table={table} id={id} />, { wrapper: provider('en') });
    expect(screen.getByRole('paragraph')).toHaveTextContent(table[id]!);
  });
});

describe('given an id none of the tables passed knows', () => {
  it('should format a base message from the base catalogue', () => {
    const { result } = renderHook(() => useMessages(capabilitiesEn).t('common.retry'), { wrapper: provider('en') });
    expect(result.current).toBe(baseEn['common.retry']);
  });

  it("should not say another area's words: the id comes back, and an open-enum value reads as words", () => {
    const { result } = renderHook(() => useMessages(capabilitiesEn).t, { wrapper: provider('en') });
    expect(result.current('checkout.reconciling' as never)).toBe('checkout.reconciling');
    // @ts-expect-error tsc asks for checkoutEn before a part may build checkout ids
    expect(openEnumLabel(result.current, 'checkout.action.', 'requote')).toBe('Requote');
  });
});

describe('given parts that pass the same tables', () => {
  it('should share one result per provider and tables, and keep a separate one for other tables', () => {
    const { result } = renderHook(
      () => ({ a: useMessages(taskFormEn, fieldsEn), b: useMessages(taskFormEn, fieldsEn), c: useMessages(fieldsEn) }),
      { wrapper: provider('en') },
    );
    expect(result.current.a).toBe(result.current.b);
    expect(result.current.c).not.toBe(result.current.a);
    expect(result.current.c.t('fields.boolean.yes')).toBe(fieldsEn['fields.boolean.yes']);
  });
});
