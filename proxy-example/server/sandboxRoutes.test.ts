// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { answerRequirements, createFakePlatform, type FakePlatform, isAnswerable, type RequirementRead, runScenario } from 'paykit/testing';
import { createSandboxRoutes } from './sandboxRoutes.js';
import { createSessionStore } from './sessions.js';
import type { UpstreamApi } from './upstreamApi.js';

const ORIGIN = 'http://127.0.0.1:3000';
const KEY = 'sk_sandbox_canarySandbox77';
const BASE_URL = 'https://api.payments.test';

interface TaskRead {
  id: string;
  status: string;
  revision: number;
  remediationRound: number;
  allowedSubmissionChannels: string[];
  requirements: (RequirementRead & { reviewFeedback?: { message: string } | null })[];
}

/** The sandbox routes over the fake platform, with every upstream request recorded. */
function setUp(fetchOverride?: typeof fetch) {
  const platform = createFakePlatform({ effectLatencyMs: 0 });
  const upstreamRequests: Request[] = [];
  const fetch =
    fetchOverride ??
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      upstreamRequests.push(request.clone());
      return platform.handle(request);
    });
  const api: UpstreamApi = { baseUrl: BASE_URL, apiKey: KEY, fetch: fetch as typeof globalThis.fetch };
  const sessions = createSessionStore();
  const log = vi.fn();
  const routes = createSandboxRoutes({ api, sessions, allowedOrigins: [ORIGIN], secureCookies: false, log });
  return { platform, routes, sessions, upstreamRequests, log };
}

async function upstream<T>(platform: FakePlatform, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-API-Key': KEY, 'Idempotency-Key': crypto.randomUUID() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await platform.handle(
    new Request(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  expect(response.ok, `${method} ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A customer who requested ach_pooled and sent its intake task, now in review; signed in. */
async function customerWithTaskInReview(context: ReturnType<typeof setUp>) {
  const { platform, sessions } = context;
  const { customerId, taskIds } = await runScenario(platform, 'individualWithOpenTasks', { apiKey: KEY });
  let task: TaskRead | undefined;
  for (const taskId of taskIds) {
    const read = await upstream<TaskRead>(platform, 'GET', `/v3/customers/${customerId}/tasks/${taskId}`);
    const open = read.requirements.filter((requirement) => requirement.status === 'action_required');
    if (read.allowedSubmissionChannels.includes('direct_submission') && open.length > 0 && open.every(isAnswerable)) task = read;
  }
  if (!task) throw new Error('the scenario has no task the test can answer');
  await upstream(platform, 'POST', `/v3/customers/${customerId}/tasks/${task.id}/submissions`, {
    taskRevision: task.revision,
    answers: answerRequirements(task.requirements),
  });
  const sessionId = sessions.create(customerId);
  return { customerId, task, cookie: `paykit_demo_session=${sessionId}` };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Paykit-Request': '1', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('given a signed-in customer with a task in review', () => {
  it('should accept it upstream with the key, and the task is satisfied', async () => {
    const context = setUp();
    const { customerId, task, cookie } = await customerWithTaskInReview(context);
    context.upstreamRequests.length = 0;

    const response = await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'accepted' }, { Cookie: cookie }));

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      taskId: task.id,
      outcome: 'accepted',
      requirementIds: [],
      submissionId: expect.stringMatching(/^sub_/),
    });
    const [proof, review] = context.upstreamRequests;
    expect(new URL(proof!.url).pathname).toBe(`/v3/customers/${customerId}/tasks/${task.id}/submissions`);
    expect(new URL(review!.url).pathname).toBe(`/v3/sandbox/tasks/${task.id}/review`);
    expect(review!.headers.get('X-API-Key')).toBe(KEY);
    expect(await review!.json()).toEqual({ outcome: 'accepted' });
    expect((await upstream<TaskRead>(context.platform, 'GET', `/v3/customers/${customerId}/tasks/${task.id}`)).status).toBe('satisfied');
  });

  it('should request changes on one answered requirement with a note beside it, and open a new round', async () => {
    const context = setUp();
    const { customerId, task, cookie } = await customerWithTaskInReview(context);

    const response = await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'changes_requested' }, { Cookie: cookie }));

    expect(response.status).toBe(200);
    const { requirementIds } = (await response.json()) as { requirementIds: string[] };
    expect(requirementIds).toHaveLength(1);
    const reviewed = await upstream<TaskRead>(context.platform, 'GET', `/v3/customers/${customerId}/tasks/${task.id}`);
    expect(reviewed.status).toBe('action_required');
    expect(reviewed.remediationRound).toBe(task.remediationRound + 1);
    const flagged = reviewed.requirements.find((requirement) => requirement.id === requirementIds[0]);
    expect(flagged?.status).toBe('action_required');
    expect(flagged?.reviewFeedback?.message).toBe('The reviewer could not confirm this answer. Check it and send it again.');
    expect(reviewed.requirements.filter((requirement) => requirement.status === 'action_required')).toHaveLength(1);
  });

  it('should reject it with the reviewer’s feedback', async () => {
    const context = setUp();
    const { customerId, task, cookie } = await customerWithTaskInReview(context);

    const response = await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'rejected' }, { Cookie: cookie }));

    expect(response.status).toBe(200);
    expect((await upstream<TaskRead>(context.platform, 'GET', `/v3/customers/${customerId}/tasks/${task.id}`)).status).toBe('rejected');
  });

  it('should answer 409 once the submission is reviewed, and for a task with nothing in review', async () => {
    const context = setUp();
    const { task, cookie } = await customerWithTaskInReview(context);
    await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'accepted' }, { Cookie: cookie }));

    const again = await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'accepted' }, { Cookie: cookie }));

    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'no_submission_in_review' });
  });
});

describe('given a task of another customer', () => {
  it('should answer 404, as for a missing task, and review nothing', async () => {
    const context = setUp();
    const { task } = await customerWithTaskInReview(context);
    const { customerId: otherCustomerId } = await runScenario(context.platform, 'newIndividual', { apiKey: KEY });
    const otherCookie = `paykit_demo_session=${context.sessions.create(otherCustomerId)}`;
    context.upstreamRequests.length = 0;

    const foreign = await context.routes.request(post(`/tasks/${task.id}/review`, { outcome: 'accepted' }, { Cookie: otherCookie }));
    const missing = await context.routes.request(post('/tasks/tsk_doesNotExist1/review', { outcome: 'accepted' }, { Cookie: otherCookie }));
    const malformed = await context.routes.request(post('/tasks/..%2Fcustomers/review', { outcome: 'accepted' }, { Cookie: otherCookie }));

    for (const response of [foreign, missing, malformed]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'task_not_found' });
    }
    expect(context.upstreamRequests.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/sandbox/'))).toEqual(
      [],
    );
    expect((await upstream<TaskRead>(context.platform, 'GET', `/v3/tasks/${task.id}`)).status).toBe('in_review');
  });
});

describe('given a request the routes refuse before calling upstream', () => {
  it.each([
    ['without a session', {}, { outcome: 'accepted' }, 401],
    ['from a foreign origin', { Origin: 'https://evil.example', Cookie: 'set' }, { outcome: 'accepted' }, 403],
    ['without the paykit header', { 'Paykit-Request': '', Cookie: 'set' }, { outcome: 'accepted' }, 403],
    ['with an unknown outcome', { Cookie: 'set' }, { outcome: 'approved' }, 400],
    ['with an extra field', { Cookie: 'set' }, { outcome: 'accepted', customerId: 'cus_other1' }, 400],
    ['with broken JSON', { Cookie: 'set' }, '{"outcome":', 400],
    ['with an oversized body', { Cookie: 'set' }, { outcome: 'accepted', padding: 'x'.repeat(2000) }, 413],
  ])('should refuse one %s', async (_name, headers: Record<string, string>, body, status) => {
    const context = setUp();
    const cookie = `paykit_demo_session=${context.sessions.create('cus_someone1')}`;
    const request = post('/tasks/tsk_abc1/review', body, headers.Cookie ? { ...headers, Cookie: cookie } : headers);
    if ('Paykit-Request' in headers) request.headers.delete('Paykit-Request');

    const response = await context.routes.request(request);

    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(context.upstreamRequests).toHaveLength(0);
  });
});

describe('given a customer whose identity verification was completed on the hosted page', () => {
  it('should settle it at once, and answer 409 when none is open', async () => {
    const context = setUp();
    const { customerId, taskIds } = await runScenario(context.platform, 'individualWithOpenTasks', { apiKey: KEY });
    const cookie = `paykit_demo_session=${context.sessions.create(customerId)}`;

    const settled = await context.routes.request(post('/verification', { outcome: 'completed' }, { Cookie: cookie }));
    const again = await context.routes.request(post('/verification', { outcome: 'completed' }, { Cookie: cookie }));

    expect(settled.status).toBe(204);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'verification_session_not_open' });
    const tasks = await Promise.all(
      taskIds.map((taskId) =>
        upstream<TaskRead & { verificationSessions: { status: string }[] }>(
          context.platform,
          'GET',
          `/v3/customers/${customerId}/tasks/${taskId}`,
        ),
      ),
    );
    expect(tasks.flatMap((task) => task.verificationSessions.map((session) => session.status))).toEqual(['completed']);
  });
});

describe('given an upstream that fails', () => {
  it('should answer 502 with the reference, never the key or the host', async () => {
    const failing = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 500, code: 'internal_error', detail: `boom ${KEY} ${BASE_URL}` }), {
          status: 500,
          headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_sandbox9' },
        }),
    );
    const context = setUp(failing as unknown as typeof fetch);
    const cookie = `paykit_demo_session=${context.sessions.create('cus_someone1')}`;

    const response = await context.routes.request(post('/tasks/tsk_abc1/review', { outcome: 'accepted' }, { Cookie: cookie }));

    expect(response.status).toBe(502);
    const text = `${[...response.headers].join('\n')}\n${await response.text()}`;
    expect(text).toContain('req_sandbox9');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('api.payments.test');
    const lines = context.log.mock.calls.map(([line]) => String(line)).join('\n');
    expect(lines).toContain('500');
    expect(lines).not.toContain(KEY);
  });
});
