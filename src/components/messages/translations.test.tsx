import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import type { PaykitMessages, PaykitTranslations } from '../../i18n/index.js';
import { CapabilityStatusBadge } from '../CapabilityStatus/index.js';
import * as frenchEntry from '../locales/fr.js';
import { capabilitiesEn } from './areas/capabilities.en.js';
import { componentFr } from './fr.js';

const client = {} as never;

/** A page region with its own provider, showing the badge of a restricted capability. */
function Region(props: { name: string; locale: string; messages?: PaykitMessages; translations?: PaykitTranslations }) {
  const { name, ...provider } = props;
  return (
    <section aria-label={name}>
      <PaykitProvider client={client} events={false} {...provider}>
        <CapabilityStatusBadge status="restricted" />
      </PaykitProvider>
    </section>
  );
}

const badgeIn = (name: string) => within(screen.getByRole('region', { name })).getByText(/./);
const english = capabilitiesEn['capabilities.status.restricted'];
const french = componentFr['capabilities.status.restricted'];

describe('given componentFr passed to one provider’s translations', () => {
  it('should show the styled parts in French there, and in English in an English provider on the same page', () => {
    render(
      <>
        <Region name="French" locale="fr-FR" translations={{ fr: componentFr }} />
        <Region name="English" locale="en-US" translations={{ fr: componentFr }} />
      </>,
    );

    expect(french).not.toBe(english);
    expect(badgeIn('French')).toHaveTextContent(french);
    expect(badgeIn('English')).toHaveTextContent(english);
  });

  it('should show the merchant’s words over the translation', () => {
    const messages = { 'capabilities.status.restricted': 'À compléter' };
    render(<Region name="French" locale="fr" messages={messages} translations={{ fr: componentFr }} />);
    expect(badgeIn('French')).toHaveTextContent('À compléter');
  });

  it('should fall back to English for an id the translation leaves out', () => {
    const { 'capabilities.status.restricted': _left, ...partial } = componentFr;
    render(<Region name="French" locale="fr" translations={{ fr: partial }} />);
    expect(badgeIn('French')).toHaveTextContent(english);
  });
});

describe('given paykit/components/fr imported and no translations given', () => {
  it('should register nothing: a French provider shows the parts in English', () => {
    render(<Region name="French" locale="fr-FR" />);
    expect(badgeIn('French')).toHaveTextContent(english);
  });

  it('should export the French tables alone, with nothing to register them', () => {
    expect(Object.keys(frenchEntry)).toEqual(['componentFr']);
    expect(frenchEntry.componentFr).toBe(componentFr);
  });
});
