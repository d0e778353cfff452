/**
 * Totals of a transfer history per currency, summed exactly on decimal strings (no floats), and
 * written at the currency's scale.
 */
import { isAmountString } from '../money/amountGrammar.js';
import { currencyScale } from '../money/currencyScale.js';
import type { Transfer } from '../schemas/index.js';

/** What the rows of a history sent (`in`) and delivered (`out`) in one currency. */
export interface TransferCurrencyTotal {
  readonly currency: string;
  /** The sum of the `in` amounts in this currency, at the currency's scale (`"0.00"` when none). */
  readonly in: string;
  /** The sum of the known `out` amounts in this currency, at the currency's scale. */
  readonly out: string;
}

/** States in which nothing was delivered, left out of the totals (a failure returns what was sent). */
const STOPPED_STATES: ReadonlySet<string> = new Set(['failed', 'canceled']);

/** `amount` as an integer count of 10^-scale units; scale must cover its fraction digits. */
function toUnits(amount: string, scale: number): bigint {
  const [integer = '0', fraction = ''] = amount.split('.');
  return BigInt(integer + fraction.padEnd(scale, '0'));
}

function fromUnits(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Adds decimal `amounts` exactly and writes the sum with `scale` fraction digits (more when an amount has more). */
export function sumAmounts(amounts: readonly string[], scale: number): string {
  const width = Math.max(scale, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  return fromUnits(
    amounts.reduce((sum, amount) => sum + toUnits(amount, width), 0n),
    width,
  );
}

/**
 * Per currency (in code order), what `transfers` sent (`in`) and delivered (`out`). Failed and
 * canceled transfers delivered nothing and are left out; an amount not known yet (`out.amount`
 * null before a card pay-in completes) adds nothing. A currency appears when any counted row names it.
 */
export function transferTotals(transfers: readonly Transfer[]): TransferCurrencyTotal[] {
  const sides = new Map<string, { in: string[]; out: string[] }>();
  const add = (side: 'in' | 'out', money: Transfer['in']) => {
    const entry = sides.get(money.currency) ?? { in: [], out: [] };
    sides.set(money.currency, entry);
    if (money.amount && isAmountString(money.amount)) entry[side].push(money.amount);
  };
  for (const transfer of transfers) {
    if (STOPPED_STATES.has(transfer.state)) continue;
    add('in', transfer.in);
    add('out', transfer.out);
  }
  return [...sides.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, entry]) => {
      const scale = currencyScale(currency);
      return { currency, in: sumAmounts(entry.in, scale), out: sumAmounts(entry.out, scale) };
    });
}
