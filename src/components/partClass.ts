/**
 * The class the kit's stylesheet styles part `slot` by (`paykit-<slot>`), followed by the
 * merchant's own class when there is one. Parts keep `data-slot` for merchants' selectors and
 * tests; the stylesheet selects by class because Chromium checks every element that carries a
 * `data-slot` against every `[data-slot=…]` rule of a page, which made long forms slow to style.
 */
export function partClass(slot: string, className?: string): string {
  return className ? `paykit-${slot} ${className}` : `paykit-${slot}`;
}
