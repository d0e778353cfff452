/**
 * Test support: the fake platform with two customers of one merchant (alice and bob), each with
 * every kind of resource a kit route names, and an upstream answer that serves it.
 */
import { createFakePlatform, createManualClock, runScenario, type FakePlatform } from '../../../testing/index.js';
import { CANARY_KEY, type UpstreamAnswer } from './recordingUpstream.js';

/** One customer's ids, by path parameter name. */
export interface CustomerIds {
  customerId: string;
  capabilityId: string;
  applicationId: string;
  taskId: string;
  submissionId: string;
  documentId: string;
  accountId: string;
  bankAccountId: string;
  recipientId: string;
  destinationId: string;
  relatedPartyId: string;
  ruleId: string;
  quoteId: string;
  transferId: string;
}

/** Minimal PDF bytes (the magic `%PDF-` and a trailer). */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function call(platform: FakePlatform, method: string, path: string, body?: unknown): Promise<{ data?: unknown }> {
  const headers: Record<string, string> = { 'X-API-Key': CANARY_KEY, 'Idempotency-Key': `seed-${Math.random()}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await platform.handle(new Request(`https://api.payments.example${path}`, { method, headers, body: payload }));
  const json = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`seeding ${method} ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

const firstId = (value: { data?: unknown }): string => ((value.data as { id: string }[])[0] as { id: string }).id;
const idOf = (value: { data?: unknown }): string => (value.data as { id: string }).id;

async function seedCustomer(platform: FakePlatform, suffix: string): Promise<CustomerIds> {
  const ids = await runScenario(platform, 'payinAwaitingFunds', { apiKey: CANARY_KEY });
  const base = `/v3/customers/${ids.customerId}`;
  const form = new FormData();
  form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'id.pdf');
  form.append('purpose', 'proof_of_address');
  // A rule sweeps to a wallet (an issued bank account is no sweep target): the customer's own external one.
  const address = `0x${(suffix === 'alice' ? 'a' : 'b').repeat(40)}`;
  const sweepTarget = await call(platform, 'POST', `${base}/accounts`, {
    origin: 'external',
    type: 'wallet',
    currency: 'USDC',
    details: { network: 'polygon', address },
  });
  const rule = await call(platform, 'POST', `${base}/rules`, {
    sourceAccountId: ids.walletAccountId,
    target: { type: 'account', id: idOf(sweepTarget) },
  });
  return {
    customerId: ids.customerId,
    capabilityId: ids.capabilityId,
    applicationId: firstId(await call(platform, 'GET', `${base}/capabilities/${ids.capabilityId}/applications`)),
    taskId: firstId(await call(platform, 'GET', `${base}/tasks`)),
    submissionId: `sub_${suffix}`,
    documentId: idOf(await call(platform, 'POST', `${base}/documents`, form)),
    accountId: ids.walletAccountId,
    bankAccountId: ids.bankAccountId,
    recipientId: ids.recipientId,
    destinationId: ids.destinationId,
    relatedPartyId: `rp_${suffix}`,
    ruleId: idOf(rule),
    quoteId: ids.quoteId,
    transferId: ids.transferId,
  };
}

/** The fake platform with alice and bob, and the upstream answer serving it. */
export async function createTwoCustomerWorld(): Promise<{
  platform: FakePlatform;
  alice: CustomerIds;
  bob: CustomerIds;
  answer: UpstreamAnswer;
}> {
  const platform = createFakePlatform({
    clock: createManualClock('2026-05-01T12:00:00.000Z'),
    effectLatencyMs: 0,
    seed: 11,
    // Hosted pages (the embedded-verification link) live with the verification provider, not on the API's host.
    hostedOrigin: 'https://verify.provider.example',
  });
  const alice = await seedCustomer(platform, 'alice');
  const bob = await seedCustomer(platform, 'bob');
  return { platform, alice, bob, answer: (request) => platform.handle(request) };
}
