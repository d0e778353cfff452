import { problems } from '../../../http/ApiProblem.js';
import type { HandlerResult, RequestContext } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { checkArray, checkEnum, isObject, rejectUnknownFields } from '../../../validation/shapes.js';
import { accountsOfCustomer, destinationsOfCustomer, recipientsOfCustomer } from '../../money/store.js';
import { capabilitiesOfCustomer, tasksOfCustomer, type TaskRecord } from '../../onboarding/store.js';
import { activeRelatedPartiesOf, documentsOf, requireActiveCustomer, rulesOf } from '../store.js';
import { recordsOfCustomer } from '../../../GroupIndex.js';
import { BodyIssues } from '../validation/BodyIssues.js';

/** The sections an export can hold besides the customer itself. */
export const exportSections = [
  'relatedParties',
  'capabilities',
  'tasks',
  'accounts',
  'recipients',
  'destinations',
  'documents',
  'rules',
] as const;
type ExportSection = (typeof exportSections)[number];

/** The sections asked for: all by default, or `include`; `relatedParties` is for business customers only. */
function sectionsAskedFor(body: unknown, customerType: string): ExportSection[] {
  const applicable = exportSections.filter((section) => section !== 'relatedParties' || customerType === 'business');
  if (body === undefined) return applicable;
  const issues = new BodyIssues();
  if (!isObject(body)) throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'The body must be a JSON object' }]);
  rejectUnknownFields(issues, '', body, ['include']);
  if (body.include === undefined) {
    issues.throwForBody();
    return applicable;
  }
  checkArray(
    issues,
    '/include',
    body.include,
    (pointer, section) => {
      checkEnum(issues, pointer, section, exportSections);
      if (section === 'relatedParties' && customerType !== 'business')
        issues.addTypeIssue(pointer, 'invalid_field_for_type', 'related parties belong to business customers only');
    },
    { unique: true },
  );
  issues.throwForBody();
  return body.include as ExportSection[];
}

/** A task as the merchant-wide read shows it: hosted session URLs and actions left out. */
function withoutSessionUrls(task: TaskRecord): unknown {
  const strip = (sessions: readonly object[]) =>
    sessions.map((session) => Object.fromEntries(Object.entries(session).filter(([key]) => key !== 'url' && key !== 'action')));
  return { ...stripInternal(task), verificationSessions: strip(task.verificationSessions), tosSessions: strip(task.tosSessions) };
}

function readSection(ctx: RequestContext, customerId: string, section: ExportSection): unknown[] {
  const { partition } = ctx;
  const present = <T extends object>(records: T[]) => records.map((record) => stripInternal(record));
  switch (section) {
    case 'relatedParties':
      return activeRelatedPartiesOf(partition, customerId).map((party) => stripInternal(party));
    case 'capabilities':
      return present(capabilitiesOfCustomer(partition, customerId));
    case 'tasks':
      return tasksOfCustomer(partition, customerId).map(withoutSessionUrls);
    case 'accounts':
      return present(accountsOfCustomer(partition, customerId));
    case 'recipients':
      return present(recipientsOfCustomer(partition, customerId));
    case 'destinations':
      return present(destinationsOfCustomer(partition, customerId));
    case 'documents':
      return present(recordsOfCustomer(documentsOf(partition), customerId).filter((document) => !document._deletedAt));
    case 'rules':
      return present(recordsOfCustomer(rulesOf(partition), customerId).filter((rule) => !rule._deletedAt));
  }
}

/**
 * POST /v3/customers/{customerId}/export: everything the platform holds about the customer, as
 * `{ data: { customer, <sections>…, exportedAt } }`. Documents are exported as metadata only. The
 * optional body `{ include: [section…] }` narrows the sections.
 */
export function exportCustomer(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const sections = sectionsAskedFor(ctx.body, customer.type);
  const data: Record<string, unknown> = { customer: stripInternal(customer) };
  for (const section of sections) data[section] = readSection(ctx, customer.id, section);
  data.exportedAt = ctx.nowIso;
  return ok(data);
}
