import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/PaykitProvider.js';
import { componentFr } from '../locales/fr.js';
import { checkoutEn } from './areas/checkout.en.js';
import { registerComponentMessages } from './componentCatalogues.js';
import { useMessages } from './useMessages.js';

const client = {} as never;
const french = ({ children }: { children: ReactNode }) => (
  <PaykitProvider client={client} locale="fr-FR">
    {children}
  </PaykitProvider>
);

afterEach(() => {
  registerComponentMessages('fr', componentFr);
});

describe('given paykit/components/fr imported', () => {
  it('should speak French in a French provider', () => {
    const { result } = renderHook(() => useMessages(checkoutEn).t('checkout.reconciling'), { wrapper: french });
    expect(result.current).toBe(componentFr['checkout.reconciling']);
  });

  it('should use a translation registered later once the provider renders again', () => {
    registerComponentMessages('fr', { ...componentFr, 'checkout.reconciling': 'Vérification en cours.' });
    const { result } = renderHook(() => useMessages(checkoutEn).t('checkout.reconciling'), { wrapper: french });
    expect(result.current).toBe('Vérification en cours.');
  });
});
