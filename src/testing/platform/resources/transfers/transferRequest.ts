import { checkoutMethods } from '../../../../core/schemas/index.js';
import type { Partition } from '../../Partition.js';
import { Issues, pointerTo } from '../../validation/Issues.js';
import { checkArray, checkEnum, expectObject, rejectUnknownFields, requireField } from '../../validation/shapes.js';
import { checkHttpsUrl, checkPlainText } from '../../validation/textRules.js';
import { documentsOf } from '../customers/store.js';
import { checkId, isIdOf } from './checkId.js';
import { quotesOf } from './store.js';

/** A transfer request whose fields all passed validation. */
export interface TransferRequest {
  quoteId: string;
  checkoutMethod: string | null;
  redirectUrl: string | null;
  externalId: string | null;
  memo: string | null;
  supportingDocuments: string[];
}

const FIELDS = ['quoteId', 'checkoutMethod', 'redirectUrl', 'externalId', 'memo', 'supportingDocuments'];
const MAX_SUPPORTING_DOCUMENTS = 10;

const given = (value: unknown) => value !== undefined && value !== null;

function checkDocumentsBelongTo(issues: Issues, partition: Partition, customerId: string, ids: readonly unknown[]): void {
  ids.forEach((id, index) => {
    if (!isIdOf(id, 'doc_')) return;
    const document = documentsOf(partition).get(id);
    if (!document || document.customerId !== customerId || document._deletedAt) {
      issues.add(pointerTo('/supportingDocuments', index), 'document_not_found', `is not a document uploaded for customer ${customerId}`);
    }
  });
}

/**
 * Validates a `POST /v3/transfers` body: `quoteId` (required, quo_…), `checkoutMethod` (card,
 * apple_pay, google_pay, cash_app, sepa, blik), `redirectUrl` (absolute https, no credentials,
 * at most 2048), `externalId` (1 to 255), `memo` (1 to 140) and `supportingDocuments` (at most 10
 * unique doc_ ids uploaded for the quote's customer). Every invalid field is reported at once as
 * 400 validation_error.
 */
export function readTransferRequest(partition: Partition, body: unknown): TransferRequest {
  const issues = new Issues();
  const root = expectObject(issues, '', body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, FIELDS);
  if (requireField(issues, '/quoteId', value.quoteId)) checkId(issues, '/quoteId', value.quoteId, 'quo_');
  if (given(value.checkoutMethod)) checkEnum(issues, '/checkoutMethod', value.checkoutMethod, checkoutMethods);
  if (given(value.redirectUrl)) checkHttpsUrl(issues, '/redirectUrl', value.redirectUrl, 2048);
  if (given(value.externalId)) checkPlainText(issues, '/externalId', value.externalId, 255);
  if (given(value.memo)) checkPlainText(issues, '/memo', value.memo, 140);
  const documents = given(value.supportingDocuments)
    ? checkArray(issues, '/supportingDocuments', value.supportingDocuments, (pointer, item) => checkId(issues, pointer, item, 'doc_'), {
        unique: true,
        max: MAX_SUPPORTING_DOCUMENTS,
      })
    : [];
  const quote = isIdOf(value.quoteId, 'quo_') ? quotesOf(partition).get(value.quoteId) : undefined;
  if (quote && documents) checkDocumentsBelongTo(issues, partition, quote.customerId, documents);
  issues.throwIfAny();
  return {
    quoteId: value.quoteId as string,
    checkoutMethod: (value.checkoutMethod as string | null | undefined) ?? null,
    redirectUrl: (value.redirectUrl as string | null | undefined) ?? null,
    externalId: (value.externalId as string | null | undefined) ?? null,
    memo: (value.memo as string | null | undefined) ?? null,
    supportingDocuments: (documents ?? []) as string[],
  };
}
