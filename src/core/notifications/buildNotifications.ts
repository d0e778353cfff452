import { buildTaskList, isToDo } from '../onboarding/taskListModel.js';
import type { Account, Capability, Task, Transfer } from '../schemas/index.js';

/**
 * What a notification asks: answer a task (`task`), make the changes a reviewer asked for
 * (`changes_requested`), finish an identity check (`verification`), accept terms (`terms`),
 * contact support (`contact_support`), look at a resource that says it needs action when the kit
 * knows no task for it (`attention`); or, for information only, something handed in and being
 * reviewed (`review`) or an account being set up (`setup`).
 */
export type NotificationKind =
  'task' | 'changes_requested' | 'verification' | 'terms' | 'contact_support' | 'attention' | 'review' | 'setup';

/** Whether the person must do something (`action_required`) or is only kept informed (`informational`). */
export type NotificationUrgency = 'action_required' | 'informational';

/** What a notification is about: a capability, an account or a transfer (read or known only by id). */
export type NotificationSubject =
  | { type: 'capability'; id: string; capability: Capability }
  | { type: 'account'; id: string; account: Account }
  | { type: 'transfer'; id: string; transfer?: Transfer };

/** One thing that needs the person's attention. */
export interface NotificationItem {
  /** Stable across reads: `task:<taskId>`, or `capability:`, `account:`, `transfer:` and the resource id. */
  id: string;
  kind: NotificationKind;
  urgency: NotificationUrgency;
  /** What it is about, in the order capabilities, accounts, transfers; empty for a customer-level task no resource lists. */
  about: NotificationSubject[];
  /** The task to open, for a task's item (one item even when several capabilities wait on it). */
  task?: Task;
}

/** The notifications of a customer, action first, and their counts. */
export interface Notifications {
  items: NotificationItem[];
  total: number;
  actionRequired: number;
}

/** What notifications are built from: the customer's reads. */
export interface NotificationSources {
  capabilities: readonly Capability[];
  /** Every task of the customer (`useTasks()`), transfer-scoped ones included. */
  tasks: readonly Task[];
  accounts?: readonly Account[];
  /** Transfers read so far; a held transfer's tasks are found through the tasks alone, these add the transfer itself. */
  transfers?: readonly Transfer[];
}

const SETTLED_CAPABILITY_STATUSES: readonly string[] = ['ready', 'canceled', 'rejected'];
/** What keeps a capability of a status the kit does not know in view: a known live status or a resolution that asks something. */
const LIVE_CAPABILITY_SIGNS: readonly string[] = ['pending', 'restricted', 'complete_tasks', 'wait', 'contact_support'];
const TERMINAL_TRANSFER_STATES: readonly string[] = ['completed', 'failed', 'canceled'];
const ACCOUNT_KINDS = /* @__PURE__ */ new Map<string, NotificationKind>([
  ['provisioning', 'setup'],
  ['in_review', 'review'],
  ['suspended', 'contact_support'],
]);

function kindOfTask(task: Task, changesRequested: boolean): NotificationKind {
  if (changesRequested) return 'changes_requested';
  if (task.verificationSessions.length > 0 || task.category === 'identity_verification') return 'verification';
  if (task.tosSessions.length > 0 || task.category === 'terms_of_service') return 'terms';
  return 'task';
}

const item = (id: string, kind: NotificationKind, about: NotificationSubject[], task?: Task): NotificationItem => ({
  id,
  kind,
  urgency: kind === 'review' || kind === 'setup' ? 'informational' : 'action_required',
  about,
  task,
});

/**
 * What needs the customer's attention, from their capabilities, tasks, accounts and transfers,
 * without React. Open tasks come from the onboarding task list (`buildTaskList`), so the banner and
 * the list agree on what is open: a task several capabilities wait on, or one folded into another
 * that asks the same, is one item about all of them. A task item is action required; a capability,
 * account or transfer that no task item is about gets an item of its own when it still moves: in
 * review or being set up (informational), or, when only support can help or it waits on a task the
 * kit has not read, action required. Unknown statuses are quiet unless the resource lists open
 * tasks; unknown task statuses are never counted as something to do.
 *
 * @example
 * const { items, actionRequired } = buildNotifications({ capabilities, tasks, accounts });
 */
export function buildNotifications(sources: NotificationSources): Notifications {
  const { capabilities, tasks, accounts = [], transfers = [] } = sources;
  const known = new Set(tasks.map((task) => task.id));
  /** `attention` when the resource waits on the person and lists a task the kit has not read, else `review`. */
  const kindOfResource = (openTaskIds: readonly string[], needsAction: boolean): NotificationKind =>
    needsAction && !openTaskIds.every((id) => known.has(id)) ? 'attention' : 'review';
  const liveAccounts = accounts.filter((account) => account.status !== 'archived');
  const transferSubject = (id: string) => ({ type: 'transfer' as const, id, transfer: transfers.find((transfer) => transfer.id === id) });

  const items: NotificationItem[] = [];
  const addTask = (
    task: Task,
    changesRequested: boolean,
    taskIds: readonly string[],
    capabilityIds: readonly string[],
    transferId?: string,
  ) => {
    const lists = (resource: { openTaskIds: readonly string[] }) => taskIds.some((id) => resource.openTaskIds.includes(id));
    const transferIds = new Set([...(transferId ? [transferId] : []), ...transfers.filter(lists).map((transfer) => transfer.id)]);
    const about: NotificationSubject[] = [
      ...capabilities
        .filter((capability) => capabilityIds.includes(capability.id))
        .map((capability) => ({ type: 'capability' as const, id: capability.id, capability })),
      ...liveAccounts.filter(lists).map((account) => ({ type: 'account' as const, id: account.id, account })),
      ...[...transferIds].map(transferSubject),
    ];
    items.push(item(`task:${task.id}`, kindOfTask(task, changesRequested), about, task));
  };
  for (const entry of buildTaskList(tasks, capabilities).entries) {
    if (isToDo(entry.state))
      addTask(
        entry.task,
        entry.state === 'changes_requested',
        [entry.task.id, ...entry.covers.map((task) => task.id)],
        entry.capabilityIds,
      );
  }
  const heldTransfers = new Set<string>();
  for (const task of tasks) {
    if (task.scope?.type !== 'transfer') continue;
    if (task.status === 'in_review') heldTransfers.add(task.scope.id);
    if (task.status === 'action_required') addTask(task, (task.remediationRound ?? 0) > 0, [task.id], [], task.scope.id);
  }

  const covered = new Set(items.flatMap((entry) => entry.about.map((subject) => `${subject.type}:${subject.id}`)));
  const add = (subject: NotificationSubject, kind: NotificationKind | undefined) => {
    const id = `${subject.type}:${subject.id}`;
    if (kind && !covered.has(id)) items.push(item(id, kind, [subject]));
  };
  for (const capability of capabilities) {
    const { status, openTaskIds } = capability;
    const resolution = capability.statusReason?.resolution ?? 'none';
    if (
      SETTLED_CAPABILITY_STATUSES.includes(status) ||
      (openTaskIds.length === 0 && !LIVE_CAPABILITY_SIGNS.some((sign) => sign === status || sign === resolution))
    )
      continue;
    add(
      { type: 'capability', id: capability.id, capability },
      resolution === 'contact_support' ? 'contact_support' : kindOfResource(openTaskIds, resolution === 'complete_tasks'),
    );
  }
  for (const account of liveAccounts)
    add(
      { type: 'account', id: account.id, account },
      account.status === 'action_required' ? kindOfResource(account.openTaskIds, true) : ACCOUNT_KINDS.get(account.status),
    );
  for (const transfer of transfers) if (transfer.state === 'action_required') heldTransfers.add(transfer.id);
  for (const id of heldTransfers) {
    const subject = transferSubject(id);
    const state = subject.transfer?.state ?? '';
    if (!TERMINAL_TRANSFER_STATES.includes(state))
      add(subject, kindOfResource(subject.transfer?.openTaskIds ?? [], state === 'action_required'));
  }

  const sorted = [
    ...items.filter((entry) => entry.urgency === 'action_required'),
    ...items.filter((entry) => entry.urgency === 'informational'),
  ];
  return {
    items: sorted,
    total: sorted.length,
    actionRequired: items.length - items.filter((entry) => entry.urgency === 'informational').length,
  };
}
