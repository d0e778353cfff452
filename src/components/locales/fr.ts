/**
 * `paykit/components/fr`: the French messages of the styled components. Give them to the provider;
 * importing this module does nothing else:
 *
 * ```tsx
 * import { componentFr } from 'paykit/components/fr';
 *
 * <PaykitProvider locale="fr-FR" translations={{ fr: componentFr }}>…</PaykitProvider>
 * ```
 */
export { componentFr } from '../messages/fr.js';
