import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * Gives zod's issue messages English wording, as classic zod has, unless the app chose a locale
 * (`z.config(fr())`): zod/mini ships without messages ("Invalid input" for everything). Call it
 * right before a parse whose issue messages someone reads. Importing a schema changes no global
 * state, so a bundle that never shows an issue message carries no locale and an app's own
 * `z.config` is left alone until then.
 *
 * @example
 * ensureEnglishIssueMessages();
 * const parsed = schema.safeParse(body); // parsed.error.issues[0].message: 'Invalid input: expected string, received number'
 */
export function ensureEnglishIssueMessages(): void {
  if (!z.config().localeError) z.config(en());
}
