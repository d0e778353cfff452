/**
 * ABA routing numbers (US bank identifiers for ACH and domestic wires): nine digits, a Federal
 * Reserve prefix and a check digit over the 3-7-1 weights.
 */

/** Why a routing number is refused. */
export type RoutingNumberProblem = 'digits_only' | 'routing_length' | 'routing_prefix' | 'routing_checksum';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * A routing number as typed, without the spaces and hyphens people copy from cheques.
 *
 * @example
 * normalizeRoutingNumber(' 021 000 021 '); // '021000021'
 */
export function normalizeRoutingNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

// Federal Reserve districts (01–12), thrift institutions (21–32), electronic (61–72), traveller's cheques (80).
function hasValidPrefix(routingNumber: string): boolean {
  const prefix = Number(routingNumber.slice(0, 2));
  return (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/**
 * What is wrong with a routing number (normalised first), or `null` when it is valid.
 *
 * @example
 * routingNumberProblem('021000021'); // null
 * routingNumberProblem('021000022'); // 'routing_checksum'
 */
export function routingNumberProblem(value: string): RoutingNumberProblem | null {
  const routingNumber = normalizeRoutingNumber(value);
  if (!/^\d*$/.test(routingNumber)) return 'digits_only';
  if (routingNumber.length !== 9) return 'routing_length';
  if (!hasValidPrefix(routingNumber)) return 'routing_prefix';
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0);
  return sum % 10 === 0 ? null : 'routing_checksum';
}

/** Whether `value` (normalised first) is a valid ABA routing number. */
export function isValidRoutingNumber(value: string): boolean {
  return routingNumberProblem(value) === null;
}
