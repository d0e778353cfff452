/** The page's calls to the demo server's sandbox controls (`/demo/sandbox/*`), sandbox keys only. */
import { failWith, postDemoJson } from './demoFetch.js';

/** What the sandbox reviewer decides about a submission. */
export type ReviewOutcome = 'accepted' | 'changes_requested' | 'rejected';

/** What the sandbox verification service decides. */
export type VerificationOutcome = 'completed' | 'rejected';

/** The review as the server made it: the requirements sent back for changes, if any. */
export interface ReviewResult {
  taskId: string;
  outcome: ReviewOutcome;
  requirementIds: string[];
}

/** Reviews the submission in review of one of the session's tasks. */
export async function reviewTask(taskId: string, outcome: ReviewOutcome): Promise<ReviewResult> {
  const response = await postDemoJson(`/demo/sandbox/tasks/${encodeURIComponent(taskId)}/review`, { outcome });
  if (!response.ok) return failWith(response);
  return (await response.json()) as ReviewResult;
}

/** Settles the session's identity verification waiting in review. */
export async function settleVerification(outcome: VerificationOutcome): Promise<void> {
  const response = await postDemoJson('/demo/sandbox/verification', { outcome });
  if (!response.ok) await failWith(response);
}
