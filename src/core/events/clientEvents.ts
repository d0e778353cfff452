import type { PaykitClient } from '../client/PaykitClient.js';
import type { UploadDocumentInput } from '../client/index.js';
import type { PaykitEventInit } from './paykitEvents.js';

/**
 * `client` reporting what the API answered to the calls that make the funnel: a capability request
 * accepted (`capability_requested`), a submission accepted or refused (`task_submitted`,
 * `task_failed` with the failure's code), a document uploaded (`document_uploaded`, with its
 * purpose, never its file name). Whichever part or hook makes the call, each outcome is reported
 * once per call (the client's own retries are inside one call). Every other method and property is
 * the client's own (inherited from it); a method the client lacks stays absent.
 */
export function withClientEvents(client: PaykitClient, emit: (event: PaykitEventInit) => void): PaykitClient {
  const reported: Partial<PaykitClient> = {};
  if (client.requestCapability) {
    reported.requestCapability = async (...args) => {
      const capability = await client.requestCapability(...args);
      emit({ type: 'capability_requested', capabilityId: capability.id });
      return capability;
    };
  }
  if (client.createSubmission) {
    reported.createSubmission = async (taskId, ...rest) => {
      try {
        const submission = await client.createSubmission(taskId, ...rest);
        emit({ type: 'task_submitted', taskId });
        return submission;
      } catch (error) {
        emit({ type: 'task_failed', taskId, error });
        throw error;
      }
    };
  }
  if (client.uploadDocument) {
    reported.uploadDocument = async (input, options) => {
      const document = await client.uploadDocument(input, options);
      const form = input as FormData;
      const purpose = typeof form.get === 'function' ? form.get('purpose') : (input as UploadDocumentInput).purpose;
      emit({ type: 'document_uploaded', documentId: document.id, purpose: typeof purpose === 'string' ? purpose : null });
      return document;
    };
  }
  // The client stays the prototype, so a client whose methods live on its class keeps them all.
  // Defined, not assigned: a frozen client's own methods are read-only, and would refuse an assignment.
  const own = Object.fromEntries(Object.entries(reported).map(([name, value]) => [name, { value, enumerable: true }]));
  return Object.freeze(Object.create(client, own) as PaykitClient);
}
