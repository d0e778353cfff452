import type { Task } from 'paykit';
import type { FakeKitSandbox, SandboxTaskItem } from './fakeKitSandbox.js';

/** The sandbox endpoint's limit on the items of one task. */
const SANDBOX_MAX_ITEMS = 20;

/** One ask of a story's task: a sandbox item, where it sits, and what the sandbox cannot express. */
export interface StoryAsk {
  item: SandboxTaskItem;
  /**
   * The requirement's `section`.
   * @default 'additional_information'
   */
  section?: string;
  /**
   * What the stored request says beyond what the sandbox sets: the value types the platform's own
   * templates give profile asks, or an answer type the sandbox cannot ask for (`absence`, or one
   * from a later API version).
   * @default undefined (the request as the sandbox made it)
   */
  stored?: { type?: string; valueType?: string | null; itemValueType?: string | null };
}

/** Options of {@link createStoryTask}. */
export interface StoryTaskOptions {
  /**
   * The capability the task blocks; the customer's otherwise.
   * @default undefined
   */
  capabilityId?: string;
  /**
   * The task's name.
   * @default 'Additional information requested'
   */
  name?: string;
  /**
   * The number of requirements: past the asks, they are repeated (fresh ids and keys, numbered
   * prompts), as a long intake would be. The sandbox makes at most 20 at once.
   * @default asks.length
   */
  requirementCount?: number;
}

/**
 * Creates a task for the story's customer through `POST /v3/sandbox/tasks`, then shapes the
 * stored task where the sandbox cannot (sections, answer types it does not ask for, more than 20
 * requirements), as the real platform would send it.
 */
export async function createStoryTask(sandbox: FakeKitSandbox, asks: readonly StoryAsk[], options: StoryTaskOptions = {}): Promise<Task> {
  if (asks.length === 0 || asks.length > SANDBOX_MAX_ITEMS)
    throw new RangeError(`A story task takes 1 to ${SANDBOX_MAX_ITEMS} asks; got ${asks.length}`);
  const created = await sandbox.createTask(
    asks.map((ask) => ask.item),
    options.capabilityId,
  );
  const count = options.requirementCount ?? asks.length;
  sandbox.changeTask(created.id, (task) => {
    if (options.name !== undefined) task.name = options.name;
    task.requirements.forEach((requirement, index) => {
      const ask = asks[index];
      if (!ask) return;
      requirement.section = ask.section ?? requirement.section;
      if (ask.stored) requirement.request = { ...requirement.request, ...ask.stored };
    });
    const originals = [...task.requirements];
    for (let index = originals.length; index < count; index += 1) {
      const model = originals[index % originals.length];
      if (!model) break;
      const copy = structuredClone(model);
      copy.id = `req_${index + 1}`;
      copy.key = `${model.key}_${index + 1}`;
      copy.request = { ...copy.request, prompt: `${copy.request.prompt ?? 'Question'} (${index + 1})` };
      task.requirements.push(copy);
    }
  });
  return sandbox.getTask(created.id);
}

/**
 * One ask per answer type for an individual: profile (names, birth date, nationalities, home
 * address, phone, email, tax identifiers with "I don't have this", monthly volume), text, date,
 * single_select, multi_select, boolean, attestation, document, resource_reference (a document)
 * and absence.
 */
export const everyAnswerTypeAsks: readonly StoryAsk[] = [
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'First name, as on your identity document' }, profilePointer: '/individual/firstName' },
    stored: { valueType: 'string' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Last name, as on your identity document' }, profilePointer: '/individual/lastName' },
    stored: { valueType: 'string' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Date of birth' }, profilePointer: '/individual/birthDate' },
    stored: { valueType: 'date' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Nationalities' }, profilePointer: '/individual/nationalities' },
    stored: { valueType: 'array', itemValueType: 'country_code' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Home address' }, profilePointer: '/individual/residentialAddress' },
    stored: { valueType: 'address' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Mobile phone number' }, profilePointer: '/individual/phone' },
    stored: { valueType: 'string' },
  },
  {
    section: 'personal_details',
    item: { request: { type: 'profile', prompt: 'Email address' }, profilePointer: '/individual/email' },
    stored: { valueType: 'string' },
  },
  {
    section: 'tax',
    item: {
      request: { type: 'profile', prompt: 'Tax identification numbers, if you have any', allowsAbsence: true },
      profilePointer: '/individual/taxIdentifiers',
    },
    stored: { valueType: 'array', itemValueType: 'tax_identifier' },
  },
  {
    section: 'financial_profile',
    item: {
      request: { type: 'profile', prompt: 'How much do you expect to move each month?' },
      profilePointer: '/financialProfile/expectedMonthlyVolume',
    },
    stored: { valueType: 'money' },
  },
  { section: 'employment', item: { request: { type: 'text', prompt: 'What is your occupation?' } } },
  { section: 'employment', item: { request: { type: 'date', prompt: 'When did you start in this role?' } } },
  {
    section: 'employment',
    item: {
      request: {
        type: 'single_select',
        prompt: 'What is your employment status?',
        options: [
          { value: 'employed', label: 'Employed' },
          { value: 'self_employed', label: 'Self-employed' },
          { value: 'student', label: 'Student' },
          { value: 'retired', label: 'Retired' },
        ],
      },
    },
  },
  {
    section: 'financial_profile',
    item: {
      request: {
        type: 'multi_select',
        prompt: 'Which payments do you expect to make or receive?',
        options: [
          { value: 'receive_salary', label: 'Receive a salary' },
          { value: 'pay_bills', label: 'Pay bills' },
          { value: 'send_to_family', label: 'Send money to family' },
        ],
      },
    },
    stored: { itemValueType: 'string' },
  },
  { section: 'employment', item: { request: { type: 'boolean', prompt: 'Do you hold, or have you held, a prominent public function?' } } },
  {
    section: 'declarations',
    item: { request: { type: 'attestation', prompt: 'I confirm that the information I gave is true and complete.' } },
  },
  {
    section: 'documents',
    item: {
      request: { type: 'document', prompt: 'A bank statement from the last 90 days.' },
      constraints: { acceptedDocumentTypes: ['bank_statement'], acceptedFormats: ['pdf', 'png', 'jpeg'], maxAgeDays: 90 },
    },
  },
  {
    section: 'documents',
    item: { request: { type: 'resource_reference', prompt: 'Which of your documents shows your address?', valueType: 'document' } },
  },
  {
    section: 'tax',
    item: { request: { type: 'text', prompt: 'You have told us you pay no US taxes. Confirm that nothing is owed.' } },
    stored: { type: 'absence', valueType: null },
  },
];
