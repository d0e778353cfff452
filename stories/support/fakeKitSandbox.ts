import type { Task } from 'paykit';
import { answerRequirements, createScenarioClient, type FakePlatform, type RequirementRead, type ScenarioClient } from 'paykit/testing';
import { changeStoredTask, type TaskRecord } from '#test-support/storedTasks';

/** One item of `POST /v3/sandbox/tasks`: an answer type or `{ type, prompt?, options?, valueType?, allowsAbsence? }`. */
export interface SandboxTaskItem {
  request:
    string | { type: string; prompt?: string; options?: { value: string; label?: string }[]; valueType?: string; allowsAbsence?: boolean };
  profilePointer?: string;
  constraints?: Record<string, unknown>;
}

/** Review feedback: a code and a message for the customer. */
export interface SandboxFeedback {
  code: string;
  message: string;
}

/** The body of `POST /v3/sandbox/tasks/{taskId}/review`. */
export interface SandboxReview {
  outcome: 'accepted' | 'changes_requested' | 'rejected';
  reviewFeedback?: SandboxFeedback;
  requirements?: Record<string, SandboxFeedback>;
}

/**
 * What a story's `prepare` step does to the fake platform for the scenario's customer: the public
 * and sandbox API with the scenario's key (as a merchant's backend or a sandbox operator would),
 * and, for what the sandbox cannot express, changes made to the stored task itself.
 */
export interface FakeKitSandbox {
  /** The platform's API with the scenario's key; paths start at `/v3`. */
  readonly api: ScenarioClient;
  /** The customer the story is signed in as. */
  readonly customerId: string;
  /** Reads a task of the customer, with its session URLs. */
  getTask: (taskId: string) => Promise<Task>;
  /** The customer's tasks, oldest first (no session URLs). */
  listTasks: (status?: string) => Promise<Task[]>;
  /** Requests a capability with its default institutions. */
  requestCapability: (capabilityId: string) => Promise<void>;
  /** Cancels a capability. */
  cancelCapability: (capabilityId: string) => Promise<void>;
  /** Forces a requested capability's status through the sandbox. */
  forceCapabilityStatus: (capabilityId: string, status: 'ready' | 'rejected' | 'restricted') => Promise<void>;
  /** Attaches a sandbox task of up to 20 items to the customer, or to one of its capabilities. */
  createTask: (items: SandboxTaskItem[], capabilityId?: string) => Promise<Task>;
  /** Submits plausible answers to every open requirement the scenarios can answer, or the given ones. */
  submitTask: (taskId: string, answers?: unknown[]) => Promise<void>;
  /** Reviews the task's submission in review. */
  reviewTask: (taskId: string, review: SandboxReview) => Promise<void>;
  /**
   * Changes the stored task as the platform would on its side (a reviewer rewording an ask, a
   * new API version sending a new answer type, a task larger than the sandbox makes): `change`
   * edits the record, then the revision moves on and the change is recorded in the history.
   */
  changeTask: (taskId: string, change: (task: TaskRecord) => void) => void;
}

interface Single<T> {
  data: T;
}

/** The sandbox of {@link FakeKitSandbox} for `customerId` in `apiKey`'s partition. */
export function createFakeKitSandbox(platform: FakePlatform, apiKey: string, customerId: string): FakeKitSandbox {
  const api = createScenarioClient(platform, apiKey);
  const customerPath = `/v3/customers/${customerId}`;
  const getTask = async (taskId: string) => (await api.get<Single<Task>>(`${customerPath}/tasks/${taskId}`)).data;
  return {
    api,
    customerId,
    getTask,
    listTasks: async (status) => {
      const query = status === undefined ? '' : `&status=${encodeURIComponent(status)}`;
      return (await api.get<{ data: Task[] }>(`${customerPath}/tasks?limit=100${query}`)).data;
    },
    requestCapability: async (capabilityId) => {
      await api.post(`${customerPath}/capabilities/${capabilityId}`, {});
    },
    cancelCapability: async (capabilityId) => {
      await api.post(`${customerPath}/capabilities/${capabilityId}/cancel`);
    },
    forceCapabilityStatus: async (capabilityId, status) => {
      await api.post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status });
    },
    createTask: async (items, capabilityId) => {
      const scope = capabilityId === undefined ? { type: 'customer', customerId } : { type: 'capability', customerId, capabilityId };
      return (await api.post<Single<Task>>('/v3/sandbox/tasks', { scope, items })).data;
    },
    submitTask: async (taskId, answers) => {
      const task = await getTask(taskId);
      await api.post(`${customerPath}/tasks/${taskId}/submissions`, {
        taskRevision: task.revision,
        answers: answers ?? answerRequirements(task.requirements as RequirementRead[]),
      });
    },
    reviewTask: async (taskId, review) => {
      await api.post(`/v3/sandbox/tasks/${taskId}/review`, review);
    },
    changeTask: (taskId, change) => changeStoredTask(platform, apiKey, customerId, taskId, change),
  };
}
