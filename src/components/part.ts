import { partClass } from './partClass.js';

export { partClass };

/** The attributes that name a part: the caller's `data-slot` and `className`, when a part is rendered inside another. */
interface NamedByCaller {
  className?: string;
  'data-slot'?: string;
}

/**
 * The attributes that name part `slot`, written once: `data-slot` (for merchants' selectors and
 * tests) and the `paykit-<slot>` class the stylesheet styles it by. Pass the caller's props last
 * so its class is kept and a part rendered by another kit part keeps the name that part gave it.
 *
 * @example
 * <section {...props} {...part('account-details', props)}>
 * <div {...part('account-details-header')}>
 */
export function part(slot: string, caller?: NamedByCaller): { 'data-slot': string; className: string } {
  return { 'data-slot': caller?.['data-slot'] ?? slot, className: partClass(slot, caller?.className) };
}
