/**
 * A machine name as words with a capital, the fallback wording of an open-enum value the kit has
 * no message for: `articles_of_association` → "Articles of association", `tasks-in-review` →
 * "Tasks in review", `ownershipPercent` → "Ownership percent". Acronyms keep their case
 * (`US_tax_id` → "US tax id"); a value with no words is returned as it is.
 */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, (_, before: string, capital: string) => `${before} ${capital.toLowerCase()}`)
    .replace(/[_\-.\s]+/g, ' ')
    .trim();
  return words === '' ? value : words.charAt(0).toUpperCase() + words.slice(1);
}
