import { isCurrencyCode } from '../../../../core/money/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { Issues, pointerTo } from '../../validation/Issues.js';
import { checkAmount } from '../../validation/moneyRules.js';
import { expectObject, rejectUnknownFields, requireField } from '../../validation/shapes.js';
import { checkCurrency, checkPlainText } from '../../validation/textRules.js';
import { checkId } from './checkId.js';
import type { QuoteSide } from './pricing.js';

/** A quote request whose fields all passed validation. */
export interface QuoteRequest {
  customerId: string;
  capabilityId: string;
  in: QuoteSide;
  out: QuoteSide;
  destinationId: string;
  externalId: string | null;
}

const FIELDS = ['customerId', 'capabilityId', 'in', 'out', 'destinationId', 'externalId'];
const CAPABILITY_ID = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

function checkSide(issues: Issues, pointer: string, value: unknown): void {
  if (!requireField(issues, pointer, value)) return;
  const side = expectObject(issues, pointer, value);
  if (!side) return;
  rejectUnknownFields(issues, pointer, side, ['currency', 'amount']);
  if (requireField(issues, pointerTo(pointer, 'currency'), side.currency))
    checkCurrency(issues, pointerTo(pointer, 'currency'), side.currency);
  if (side.amount !== undefined && side.amount !== null) {
    checkAmount(issues, pointerTo(pointer, 'amount'), side.amount, isCurrencyCode(side.currency) ? side.currency : undefined);
  }
}

function hasAmount(side: unknown): boolean {
  return typeof side === 'object' && side !== null && (side as { amount?: unknown }).amount != null;
}

/**
 * Validates a `POST /v3/quotes` body: `{ customerId, capabilityId, in: { currency, amount? },
 * out: { currency, amount? }, destinationId, externalId? }`. Every invalid field is reported at
 * once (400 validation_error); then an amount on both sides or on neither is 400
 * amount_side_ambiguous. There is no direction input: it is derived from the currencies.
 */
export function readQuoteRequest(body: unknown): QuoteRequest {
  const issues = new Issues();
  const root = expectObject(issues, '', body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, FIELDS);
  if (requireField(issues, '/customerId', value.customerId)) checkId(issues, '/customerId', value.customerId, 'cus_');
  if (requireField(issues, '/capabilityId', value.capabilityId)) {
    if (typeof value.capabilityId !== 'string' || !CAPABILITY_ID.test(value.capabilityId)) {
      issues.add('/capabilityId', 'invalid_format', 'must be a capability id such as ach_pooled, card or stablecoin_transfers');
    }
  }
  checkSide(issues, '/in', value.in);
  checkSide(issues, '/out', value.out);
  if (requireField(issues, '/destinationId', value.destinationId)) checkId(issues, '/destinationId', value.destinationId, 'dst_', 'acc_');
  if (value.externalId !== undefined && value.externalId !== null) checkPlainText(issues, '/externalId', value.externalId, 255);
  issues.throwIfAny();

  const inHasAmount = hasAmount(value.in);
  const outHasAmount = hasAmount(value.out);
  if (inHasAmount === outHasAmount) {
    const message = inHasAmount ? 'fix the amount on one side only' : 'fix the amount on one side';
    throw new ApiProblem({
      status: 400,
      code: 'amount_side_ambiguous',
      detail: inHasAmount
        ? 'Both in.amount and out.amount are given; fix the amount on exactly one side and the other is priced.'
        : 'Neither in.amount nor out.amount is given; fix the amount on exactly one side.',
      errors: [
        { pointer: '/in/amount', code: 'amount_side_ambiguous', message },
        { pointer: '/out/amount', code: 'amount_side_ambiguous', message },
      ],
      retryable: false,
    });
  }
  const inSide = value.in as { currency: string; amount?: string | null };
  const outSide = value.out as { currency: string; amount?: string | null };
  return {
    customerId: value.customerId as string,
    capabilityId: value.capabilityId as string,
    in: inHasAmount ? { currency: inSide.currency, amount: inSide.amount as string } : { currency: inSide.currency },
    out: outHasAmount ? { currency: outSide.currency, amount: outSide.amount as string } : { currency: outSide.currency },
    destinationId: value.destinationId as string,
    externalId: (value.externalId as string | null | undefined) ?? null,
  };
}
