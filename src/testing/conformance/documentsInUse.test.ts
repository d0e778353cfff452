import { describe, expect, it } from 'vitest';
import { DOCUMENT_IN_USE } from '../../core/documents/documentUses.js';
import { onboardingSteps, requirementOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';
import { transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);
const setup = transferSetup(env);

const remove = (customerId: string, documentId: string) => env.api.del(`/v3/customers/${customerId}/documents/${documentId}`);
const listed = async (customerId: string): Promise<string[]> =>
  (await env.api.get(`/v3/customers/${customerId}/documents`)).body.data.map((document: { id: string }) => document.id);

/** A customer whose proof of address was answered with a bank statement (in review), and a spare upload. */
async function answeredProofOfAddress() {
  const customer = await steps.customer({ type: 'individual' });
  await steps.requested(customer.id, 'ach_pooled');
  const task = await steps.taskOf(customer.id, 'proof_of_address');
  const statement = await steps.document(customer.id, 'bank_statement');
  const spare = await steps.document(customer.id, 'utility_bill');
  const requirementId = requirementOf(task, 'proof_of_address_bank_statement').id;
  const submitted = await steps.submit(customer.id, task, [{ requirementId, answerType: 'document', documentIds: [statement] }]);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return { customerId: customer.id as string, taskId: task.id as string, statement, spare };
}

describe('given a document that is evidence of a requirement', () => {
  it('should refuse to delete it while in review with 409 document_in_use, and keep it listed', async () => {
    const { customerId, statement, spare } = await answeredProofOfAddress();
    const refused = await remove(customerId, statement);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: DOCUMENT_IN_USE, status: 409 });
    expect(await listed(customerId)).toEqual([statement, spare]);
    expect((await remove(customerId, spare)).status).toBe(204);
    expect(await listed(customerId)).toEqual([statement]);
  });

  it('should keep refusing once the evidence is accepted', async () => {
    const { customerId, taskId, statement } = await answeredProofOfAddress();
    expect((await steps.review(taskId, { outcome: 'accepted' })).status).toBe(200);
    expect((await remove(customerId, statement)).body.code).toBe(DOCUMENT_IN_USE);
  });

  it('should let it go once a reviewer asks for another document', async () => {
    const { customerId, taskId, statement } = await answeredProofOfAddress();
    expect((await steps.review(taskId, { outcome: 'changes_requested' })).status).toBe(200);
    expect((await remove(customerId, statement)).status).toBe(204);
    expect(await listed(customerId)).not.toContain(statement);
  });
});

describe('given a supporting document of a transfer', () => {
  it('should refuse to delete it with 409 document_in_use', async () => {
    const customerId = await setup.customer();
    await setup.readyCapability(customerId, 'ach_pooled');
    const walletId = await setup.fundedWallet(customerId, '500');
    const invoice = await steps.document(customerId, 'invoice');
    const quote = await setup.quote({
      customerId,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '10.00' },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    await setup.transfer(quote.id, { supportingDocuments: [invoice] });
    const refused = await remove(customerId, invoice);
    expect([refused.status, refused.body.code]).toEqual([409, DOCUMENT_IN_USE]);
    expect(await listed(customerId)).toContain(invoice);
  });
});
