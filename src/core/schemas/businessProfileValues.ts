/** Known legal entity types of a business (paykit's assumption; the API does not list them). */
export const businessEntityTypes = [
  'sole_proprietorship',
  'partnership',
  'llc',
  'corporation',
  'nonprofit',
  'trust',
  'cooperative',
  'other',
] as const;
