import type { PaykitClient } from '../../core/client/index.js';
import type { Task } from '../../core/schemas/index.js';
import type { FakePlatform } from '../../testing/index.js';
import { answerRequirements } from '../../testing/scenarios/answerRequirements.js';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46];

/** The answers to a task of the fake's templates: a utility bill for a proof of address, sample values otherwise. */
async function answersTo(client: PaykitClient, task: Task) {
  if (task.category !== 'proof_of_address') return answerRequirements(task.requirements);
  const bill = task.requirements.find((requirement) => requirement.key === 'proof_of_address_utility_bill') as Task['requirements'][number];
  const file = new File([new Uint8Array(PDF)], 'bill.pdf', { type: 'application/pdf' });
  const document = await client.uploadDocument({ file, purpose: 'utility_bill' });
  return [{ requirementId: bill.id, answerType: 'document', documentIds: [document.id] }];
}

/**
 * The journey of issue 18's first faults, through the API: an individual who requested
 * `ach_pooled` (the `individualWithOpenTasks` scenario) also requests `sepa_pooled`, whose intake
 * asks the same questions, then passes the identity check, accepts the terms and hands in ACH's
 * copy of each intake task. SEPA's copies stay open until a reviewer accepts ACH's (the platform
 * closes them then). Returns ACH's copies. Needs Node's multipart classes (`useNodeMultipart`).
 */
export async function handInAchCopies(platform: FakePlatform, client: PaykitClient): Promise<Task[]> {
  await client.requestCapability('sepa_pooled');
  await client.simulateVerification({ outcome: 'completed' });
  const { data: tasks } = await client.listTasks({ limit: 100 });
  const terms = await client.getTask((tasks.find((task) => task.category === 'terms_of_service') as Task).id);
  const termsUrl = terms.tosSessions[0]?.url as string;
  await platform.handle(new Request(termsUrl, { method: 'POST', body: new URLSearchParams({ decision: 'accept', agree: 'yes' }) }));
  const achCopies = tasks.filter((task) => task.scope?.type === 'capability' && task.scope.id === 'ach_pooled');
  for (const task of achCopies) {
    await client.createSubmission(task.id, { taskRevision: task.revision, answers: await answersTo(client, task) });
  }
  return achCopies;
}
