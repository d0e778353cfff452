import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkNarrative, checkPlainText } from '../../../validation/textRules.js';

/** Review feedback: a machine-readable code and a message for the customer. */
export type Feedback = {
  code: string;
  message: string;
};

/** A sandbox review, its form checked. */
export interface ReviewBody {
  outcome: 'accepted' | 'changes_requested' | 'rejected';
  reviewFeedback: Feedback | undefined;
  /** Feedback per requirement id (changes_requested only): the requirements that need changes. */
  requirements: Record<string, Feedback> | undefined;
}

const OUTCOMES = ['accepted', 'changes_requested', 'rejected'] as const;

function readFeedback(issues: Issues, pointer: string, value: unknown): Feedback | undefined {
  if (!isObject(value)) {
    issues.add(pointer, 'invalid_type', 'must be an object with code and message');
    return undefined;
  }
  rejectUnknownFields(issues, pointer, value, ['code', 'message']);
  if (requireField(issues, pointerTo(pointer, 'code'), value.code)) checkPlainText(issues, pointerTo(pointer, 'code'), value.code, 100);
  if (requireField(issues, pointerTo(pointer, 'message'), value.message))
    checkNarrative(issues, pointerTo(pointer, 'message'), value.message);
  return { code: value.code as string, message: value.message as string };
}

/**
 * The body of POST /v3/sandbox/tasks/{taskId}/review: `{ outcome, reviewFeedback?: { code,
 * message }, requirements?: { [requirementId]: { code, message } } }`. 400 validation_error names
 * every bad field; `requirements` goes with `changes_requested` only.
 */
export function readReviewBody(body: unknown): ReviewBody {
  const issues = new Issues();
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object with outcome');
    issues.throwIfAny();
    return { outcome: 'accepted', reviewFeedback: undefined, requirements: undefined };
  }
  rejectUnknownFields(issues, '', body, ['outcome', 'reviewFeedback', 'requirements']);
  if (requireField(issues, '/outcome', body.outcome)) checkEnum(issues, '/outcome', body.outcome, OUTCOMES);
  const reviewFeedback = body.reviewFeedback === undefined ? undefined : readFeedback(issues, '/reviewFeedback', body.reviewFeedback);
  let requirements: Record<string, Feedback> | undefined;
  if (body.requirements !== undefined) {
    if (body.outcome !== 'changes_requested') issues.add('/requirements', 'not_allowed', 'goes with outcome changes_requested only');
    else if (!isObject(body.requirements) || Object.keys(body.requirements).length === 0)
      issues.add('/requirements', 'invalid_type', 'must be an object of feedback by requirement id, with at least one entry');
    else {
      requirements = {};
      for (const [requirementId, feedback] of Object.entries(body.requirements)) {
        const read = readFeedback(issues, pointerTo('/requirements', requirementId), feedback);
        if (read) requirements[requirementId] = read;
      }
    }
  }
  issues.throwIfAny();
  return { outcome: body.outcome as ReviewBody['outcome'], reviewFeedback, requirements };
}
