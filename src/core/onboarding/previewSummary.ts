import type { TaskPreviewItem } from '../schemas/index.js';

/** One ask of the preview, by requirement key. */
export interface PreviewAsk {
  key: string;
  /** What the ask says (its prompt), or its key when it has none. */
  prompt: string;
}

/** Documents: a single ask, or a group of which the person gives one. */
export type PreviewDocument = { kind: 'one'; ask: PreviewAsk } | { kind: 'oneOf'; groupKey: string; asks: PreviewAsk[] };

/** A hosted session the flow will open: its key and type (`document_and_selfie`, `platform_terms`, …). */
export interface PreviewSession {
  key: string;
  type: string;
}

/** What the chosen capabilities will ask, each ask once, in plain groups. */
export interface PreviewSummary {
  documents: PreviewDocument[];
  identity: PreviewSession[];
  terms: PreviewSession[];
  questions: PreviewAsk[];
}

function alternativeKeyOf(requirement: TaskPreviewItem['requirements'][number]): string | null {
  const value = (requirement as { alternativeKey?: unknown }).alternativeKey;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Groups the previewed tasks of several capabilities for a person: documents (alternative groups
 * kept together), identity verifications, terms, and the other questions. Requirements are
 * deduplicated by `key` and sessions by `type` and `key`, since capabilities share asks (and a
 * customer's identity check and terms are done once).
 */
export function summarisePreview(items: readonly TaskPreviewItem[]): PreviewSummary {
  const seenAsks = new Set<string>();
  const seenSessions = new Set<string>();
  const groups = new Map<string, PreviewAsk[]>();
  const summary: PreviewSummary = { documents: [], identity: [], terms: [], questions: [] };

  const addSession = (target: PreviewSession[], kind: string, session: { key?: string | null; type?: string | null }) => {
    const type = session.type ?? '';
    const id = `${kind}:${type}:${session.key ?? ''}`;
    if (seenSessions.has(id)) return;
    seenSessions.add(id);
    target.push({ key: session.key ?? type, type });
  };

  for (const item of items) {
    for (const requirement of item.requirements) {
      if (seenAsks.has(requirement.key)) continue;
      seenAsks.add(requirement.key);
      const ask = { key: requirement.key, prompt: requirement.request?.prompt || requirement.key };
      if (requirement.request?.type !== 'document') {
        summary.questions.push(ask);
        continue;
      }
      const groupKey = alternativeKeyOf(requirement);
      if (groupKey === null) {
        summary.documents.push({ kind: 'one', ask });
        continue;
      }
      const group = groups.get(groupKey);
      if (group) group.push(ask);
      else {
        const asks = [ask];
        groups.set(groupKey, asks);
        summary.documents.push({ kind: 'oneOf', groupKey, asks });
      }
    }
    for (const session of item.verificationSessions) addSession(summary.identity, 'identity', session);
    for (const session of item.tosSessions) addSession(summary.terms, 'terms', session);
  }
  return summary;
}

/** Whether the summary asks for nothing at all. */
export function isEmptySummary(summary: PreviewSummary): boolean {
  return summary.documents.length + summary.identity.length + summary.terms.length + summary.questions.length === 0;
}
