/**
 * A small in-memory money API for the checkout observer's tests: quotes priced for five
 * minutes, transfers that execute a quote once, idempotent replays by key (as the API
 * description promises), and failures a test scripts for the next calls.
 */
import { PaykitError } from '../../client/PaykitError.js';
import type { CreateTransferBody } from '../../client/moneyBodies.js';
import type { Quote, Transfer } from '../../schemas/index.js';
import type { CheckoutClient } from '../checkoutObserverTypes.js';
import type { ManualCheckoutClock } from './manualCheckoutClock.js';
import { buildQuote, buildTransfer, problem } from './checkoutFixtures.js';

/** How long a quote lives. */
export const QUOTE_TTL_MS = 5 * 60 * 1000;

/** What a scripted call does instead of answering: refuse or fail with `error`, or act and then lose the answer. */
export type Scripted = { error: PaykitError } | 'lose_answer';

/** A request the fake received. */
export interface FakeCall {
  method: 'createQuote' | 'getQuote' | 'createTransfer' | 'getTransfer';
  idempotencyKey?: string;
  body?: unknown;
}

/** The fake API, its records and its script. */
export interface FakeCheckoutApi {
  client: CheckoutClient;
  calls: FakeCall[];
  /** The calls of one method. */
  callsTo(method: FakeCall['method']): FakeCall[];
  /** Every transfer made, oldest first. */
  transfers: Transfer[];
  /** Makes the next `method` call(s) do `scripted`, in order. */
  script(method: 'createQuote' | 'createTransfer', ...scripted: Scripted[]): void;
  /** Moves a transfer on (as the platform's funding would). */
  move(transferId: string, state: Transfer['state']): void;
}

const lost = () => new PaykitError({ kind: 'network', message: 'Failed to fetch' });

/** A fake API on `clock`. */
export function createFakeCheckoutApi(clock: ManualCheckoutClock): FakeCheckoutApi {
  const quotes = new Map<string, Quote>();
  const quoteOfKey = new Map<string, string>();
  const transferOfKey = new Map<string, Transfer>();
  const transfers: Transfer[] = [];
  const calls: FakeCall[] = [];
  const scripts: Record<'createQuote' | 'createTransfer', Scripted[]> = { createQuote: [], createTransfer: [] };

  const readQuote = (id: string): Quote => {
    const quote = quotes.get(id);
    if (!quote) throw problem('not_found', { status: 404 });
    if (quote.state === 'active' && clock.now() >= Date.parse(quote.expiresAt)) return { ...quote, state: 'expired' };
    return quote;
  };

  const makeTransfer = (body: CreateTransferBody, key: string): Transfer => {
    const replay = transferOfKey.get(key);
    if (replay) return replay;
    const quote = readQuote(body.quoteId);
    const existing = transfers.find((transfer) => transfer.quoteId === quote.id);
    if (existing) throw problem('quote_already_executed', { transferId: existing.id });
    if (quote.state === 'expired') throw problem('quote_expired', { status: 422 });
    const now = new Date(clock.now()).toISOString();
    const transfer = buildTransfer('awaiting_funds', {
      id: `tr_${transfers.length + 1}`,
      quoteId: quote.id,
      memo: body.memo,
      createdAt: now,
      updatedAt: now,
    });
    transfers.push(transfer);
    transferOfKey.set(key, transfer);
    quotes.set(quote.id, { ...quote, state: 'executed' });
    return transfer;
  };

  const client: CheckoutClient = {
    async createQuote(body, options) {
      const key = options?.idempotencyKey ?? '';
      calls.push({ method: 'createQuote', idempotencyKey: key, body });
      const scripted = scripts.createQuote.shift();
      if (scripted && scripted !== 'lose_answer') throw scripted.error;
      const known = quoteOfKey.get(key);
      const quote =
        (known === undefined ? undefined : quotes.get(known)) ??
        buildQuote({
          id: `quo_${quotes.size + 1}`,
          in: { currency: body.in.currency, amount: body.in.amount ?? '0' },
          createdAt: new Date(clock.now()).toISOString(),
          expiresAt: new Date(clock.now() + QUOTE_TTL_MS).toISOString(),
        });
      quotes.set(quote.id, quote);
      quoteOfKey.set(key, quote.id);
      if (scripted === 'lose_answer') throw lost();
      return quote;
    },
    async getQuote(id) {
      calls.push({ method: 'getQuote' });
      return readQuote(id);
    },
    async createTransfer(body, options) {
      const key = options?.idempotencyKey ?? '';
      calls.push({ method: 'createTransfer', idempotencyKey: key, body });
      const scripted = scripts.createTransfer.shift();
      if (scripted && scripted !== 'lose_answer') throw scripted.error;
      const transfer = makeTransfer(body, key);
      if (scripted === 'lose_answer') throw lost();
      return transfer;
    },
    async getTransfer(id) {
      calls.push({ method: 'getTransfer' });
      const transfer = transfers.find((each) => each.id === id);
      if (!transfer) throw problem('not_found', { status: 404 });
      return transfer;
    },
  };

  return {
    client,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method),
    transfers,
    script: (method, ...scripted) => void scripts[method].push(...scripted),
    move(transferId, state) {
      const index = transfers.findIndex((transfer) => transfer.id === transferId);
      const moved = { ...transfers[index]!, state, updatedAt: new Date(clock.now()).toISOString() };
      transfers[index] = moved;
      for (const [key, transfer] of transferOfKey) if (transfer.id === transferId) transferOfKey.set(key, moved);
    },
  };
}
