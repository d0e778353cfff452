import type { CatalogueLocale } from '../../i18n/index.js';
import type { ComponentMessageId } from './en.js';

/** A shipped translation of the styled components' messages. */
export type ComponentCatalogue = Readonly<Partial<Record<ComponentMessageId, string>>>;

const registered = new Map<CatalogueLocale, ComponentCatalogue>();
let version = 0;

/**
 * Makes a shipped translation of the components' messages available to every provider whose
 * language it is. Translations are separate imports, so an app carries only the ones it loads:
 * `import 'paykit/components/fr'` registers French. English is always there.
 *
 * @example
 * import { componentFr, registerComponentMessages } from 'paykit/components/fr';
 * registerComponentMessages('fr', componentFr); // what importing the module already did
 */
export function registerComponentMessages(locale: CatalogueLocale, catalogue: ComponentCatalogue): void {
  if (registered.get(locale) === catalogue) return;
  registered.set(locale, catalogue);
  version += 1;
}

/** The registered translation for `locale`, or `undefined` (English then). */
export function componentCatalogueFor(locale: CatalogueLocale): ComponentCatalogue | undefined {
  return locale === 'en' ? undefined : registered.get(locale);
}

/** Changes whenever a translation is registered, so cached translators are rebuilt. */
export function componentCataloguesVersion(): number {
  return version;
}
