import type { Task } from 'paykit';
import type { FakeKitSetup } from './fakeKitStory.js';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]);

/** Uploads a one-page utility bill for the customer through the platform's API, as a merchant's backend would. */
async function uploadBill({ platform, scenario }: FakeKitSetup<'individualWithOpenTasks'>): Promise<string> {
  const body = new FormData();
  body.set('purpose', 'utility_bill');
  body.set('file', new Blob([PDF], { type: 'application/pdf' }), 'bill.pdf');
  const response = await platform.handle(
    new Request(`${platform.core.settings.publicUrl}/v3/customers/${scenario.customerId}/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': scenario.apiKey, 'Idempotency-Key': `story-${crypto.randomUUID()}` },
      body,
    }),
  );
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * The customer of `individualWithOpenTasks` also requests SEPA, whose intake asks what ACH's asks,
 * then passes the identity check, accepts the terms on the hosted page and hands in ACH's copy of
 * each intake task: SEPA's copies stay open on the platform until a reviewer accepts ACH's.
 * Returns ACH's copies.
 */
export async function handInAchCopies(setup: FakeKitSetup<'individualWithOpenTasks'>): Promise<Task[]> {
  const { platform, sandbox } = setup;
  await sandbox.requestCapability('sepa_pooled');
  await sandbox.api.post(`/v3/sandbox/customers/${sandbox.customerId}/verification`, { outcome: 'completed' });
  const tasks = await sandbox.listTasks();
  const terms = await sandbox.getTask((tasks.find((task) => task.category === 'terms_of_service') as Task).id);
  await platform.handle(
    new Request(terms.tosSessions[0]?.url as string, { method: 'POST', body: new URLSearchParams({ decision: 'accept', agree: 'yes' }) }),
  );
  const achCopies = tasks.filter((task) => task.scope?.type === 'capability' && task.scope.id === 'ach_pooled');
  for (const task of achCopies) {
    if (task.category !== 'proof_of_address') {
      await sandbox.submitTask(task.id);
      continue;
    }
    const bill = task.requirements.find((requirement) => requirement.key === 'proof_of_address_utility_bill');
    await sandbox.submitTask(task.id, [{ requirementId: bill?.id, answerType: 'document', documentIds: [await uploadBill(setup)] }]);
  }
  return achCopies;
}
