import { Hono, type MiddlewareHandler } from 'hono';
import { readChoice, refuseForeign, upstreamUnavailable } from './demoRequest.js';
import { problem } from './problem.js';
import { DEMO_REVIEW_OUTCOMES, DemoReviewRefusal, reviewDemoTask, type DemoReviewOutcome } from './sandboxReview.js';
import { createSandboxBudget } from './sandboxBudget.js';
import { readSessionId } from './sessionCookie.js';
import type { SessionStore } from './sessions.js';
import { callUpstream, UpstreamCallError, type UpstreamApi } from './upstreamApi.js';
import { isTaskId } from './upstreamIds.js';

/** Options of {@link createSandboxRoutes}. */
export interface SandboxRoutesOptions {
  /** The payments API, with a sandbox key. */
  api: UpstreamApi;
  /** The sign-in's sessions: each control acts for the session's customer only. */
  sessions: SessionStore;
  /** Origins whose pages may use the controls (the proxy's `allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** The page is served over https (the session cookie's name depends on it). */
  secureCookies: boolean;
  /**
   * The budgets of sandbox calls (the session's, and the client's across its sessions); share
   * one with the proxy's sandbox routes.
   * @default a budget of its own ({@link createSandboxBudget})
   */
  budget?: MiddlewareHandler;
  /** One line per failed upstream call; never holds the key or the API's host. @default none */
  log?: (line: string) => void;
}

const VERIFICATION_OUTCOMES = ['completed', 'rejected'] as const;

/**
 * The demo's sandbox controls, mounted at `/demo/sandbox` only when the API key is a sandbox one
 * (in production the paths do not exist). They stand in for the provider's reviewers, which a
 * merchant's page never has, so they live beside the demo's sign-in rather than in the proxy:
 * - `POST /tasks/:taskId/review` `{ outcome: 'accepted' | 'changes_requested' | 'rejected' }`
 *   reviews the submission in review of one of the session's tasks (see {@link reviewDemoTask})
 *   and answers `{ taskId, submissionId, outcome, requirementIds }`;
 * - `POST /verification` `{ outcome: 'completed' | 'rejected' }` settles the session's open
 *   identity verification at once, as the verification service would (204).
 * Both need a session (401), the proxy's CSRF proof (403) and a JSON body of at most 1 KB, and
 * spend the session's and the client's budgets of sandbox calls (429 with `Retry-After` past either).
 * A task of another customer is 404, exactly as a missing one.
 *
 * @example
 * if (environment === 'sandbox') app.route('/demo/sandbox', createSandboxRoutes({ api, sessions, allowedOrigins, secureCookies: false }));
 */
export function createSandboxRoutes(options: SandboxRoutesOptions): Hono {
  const { api, sessions, allowedOrigins, secureCookies, log } = options;
  const routes = new Hono();

  // Same origin first, then the session: nothing about a session is told to a foreign page.
  routes.use('*', async (c, next) => {
    const refused = refuseForeign(c.req.raw, allowedOrigins);
    if (refused) return refused;
    if ((await sessions.customerIdOf(readSessionId(c.req.raw, secureCookies))) === null) {
      return problem(401, 'unauthenticated', 'Sign in first.');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });
  routes.use('*', options.budget ?? createSandboxBudget({ sessions, allowedOrigins, secureCookies }));

  const customerOf = async (request: Request) => (await sessions.customerIdOf(readSessionId(request, secureCookies))) as string;
  const failed = (what: string, error: unknown) => {
    log?.(`demo sandbox ${what} failed: ${error instanceof UpstreamCallError ? error.message : 'unexpected error'}`);
    return upstreamUnavailable(error, `The sandbox could not ${what}.`, `The payments API did not ${what}. Try again in a moment.`);
  };

  routes.post('/tasks/:taskId/review', async (c) => {
    const taskId = c.req.param('taskId');
    if (!isTaskId(taskId)) return problem(404, 'task_not_found', 'No such task.');
    const outcome = await readChoice<DemoReviewOutcome>(c.req.raw, {
      key: 'outcome',
      choices: DEMO_REVIEW_OUTCOMES,
      what: 'The review body',
      hint: 'Send { "outcome": "accepted" }, "changes_requested" or "rejected".',
    });
    if (outcome instanceof Response) return outcome;
    try {
      return c.json(await reviewDemoTask(api, await customerOf(c.req.raw), taskId, outcome));
    } catch (error) {
      if (error instanceof DemoReviewRefusal) return problem(error.status, error.code, error.message);
      return failed('review the task', error);
    }
  });

  routes.post('/verification', async (c) => {
    const outcome = await readChoice(c.req.raw, {
      key: 'outcome',
      choices: VERIFICATION_OUTCOMES,
      what: 'The verification body',
      hint: 'Send { "outcome": "completed" } or { "outcome": "rejected" }.',
    });
    if (outcome instanceof Response) return outcome;
    const customerId = await customerOf(c.req.raw);
    try {
      await callUpstream(api, 'POST', `/v3/sandbox/customers/${customerId}/verification`, { outcome });
    } catch (error) {
      if (error instanceof UpstreamCallError && error.code === 'verification_session_not_open') {
        return problem(409, 'verification_session_not_open', 'There is no identity verification waiting to be settled.');
      }
      return failed('settle the verification', error);
    }
    return c.body(null, 204);
  });

  return routes;
}
