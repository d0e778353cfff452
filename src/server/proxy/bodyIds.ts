/**
 * Ids are bounded in length wherever the browser writes them: a path parameter or an id a JSON
 * body names over {@link MAX_ID_LENGTH} characters is refused before any upstream call, so no
 * upstream answer can quote it back at length.
 */
import { MAX_ID_LENGTH } from '../../core/routes/index.js';
import { invalidField, type ProxyProblem } from './proxyProblem.js';
import type { JsonObject } from './readJsonBody.js';
import { walkJsonBody } from './walkJsonBody.js';

/** Arrays of ids whose name does not end in `Ids`. */
const ID_LISTS: ReadonlySet<string> = new Set(['supportingDocuments', 'institutions']);

/**
 * Members that hold an id: `id` and every `…Id` (`quoteId`, `destinationId`, `settlement.accountId`,
 * `target.id`, `requirementId`…) but `externalId`, the merchant's own reference, which the API
 * bounds itself (255 or 256 characters).
 */
function holdsId(name: string): boolean {
  return name === 'id' || (name.endsWith('Id') && name !== 'externalId');
}

function holdsIds(name: string): boolean {
  return name.endsWith('Ids') || ID_LISTS.has(name);
}

/** The 400 of an id over {@link MAX_ID_LENGTH} characters at `pointer`. */
export function idTooLong(pointer: string): ProxyProblem {
  return invalidField(pointer.slice(0, 256), 'too_long', `must be an id of at most ${MAX_ID_LENGTH} characters`);
}

/**
 * Refuses a body naming an id longer than {@link MAX_ID_LENGTH} characters, at any depth.
 * @throws ProxyProblem 400 `validation_error` (`too_long`) at the first such id.
 */
export function refuseOverlongIds(body: JsonObject): void {
  walkJsonBody(body, ({ name, isItem, value, pointer }) => {
    if (typeof value !== 'string' || value.length <= MAX_ID_LENGTH) return;
    if (isItem ? holdsIds(name) : holdsId(name)) throw idTooLong(pointer);
  });
}
