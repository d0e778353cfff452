/** A long code (an IBAN) in groups of four for reading: `DE89370400440532013000` → "DE89 3704 0044 0532 0130 00". */
export function groupInFours(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
