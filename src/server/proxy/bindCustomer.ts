/**
 * One session, one customer: a JSON body never names a customer (a `customerId` key at any depth is
 * refused, never forwarded), and a route bound to the customer by body gets the session's id
 * written where the route table says (`customerId`, `scope.customerId`).
 */
import type { KitRoute, KitRouteName } from '../../core/routes/index.js';
import { ProxyProblem, invalidField } from './proxyProblem.js';
import type { JsonObject } from './readJsonBody.js';
import { escapePointer, walkJsonBody } from './walkJsonBody.js';

function customerIdRefused(pointer: string): ProxyProblem {
  return new ProxyProblem({
    status: 400,
    code: 'customer_id_not_allowed',
    detail: 'The customer comes from the session; the request must not name one.',
    retryable: false,
    errors: [{ pointer: pointer.slice(0, 256), code: 'customer_id_not_allowed', message: 'must not be sent; the proxy sets it' }],
  });
}

/**
 * Refuses any `customerId` key in `body`, at any depth.
 * @throws ProxyProblem 400 `customer_id_not_allowed`, or `validation_error` past the depth limit.
 */
export function refuseCustomerIds(body: JsonObject): void {
  walkJsonBody(body, ({ name, isItem, pointer }) => {
    if (!isItem && name === 'customerId') throw customerIdRefused(pointer);
  });
}

/**
 * `body` with the session's customer written at the route's body binding, after refusing any
 * customer id the browser sent.
 * @throws ProxyProblem 400 as {@link refuseCustomerIds}, or `validation_error` when the binding's
 * parent is not an object.
 */
export function bindCustomer(route: KitRoute, body: JsonObject, customerId: string): JsonObject {
  refuseCustomerIds(body);
  const path = route.binding?.body;
  if (path === undefined) return body;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: JsonObject = body;
  let pointer = '';
  for (const key of keys) {
    pointer += `/${key}`;
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw invalidField(pointer, 'invalid_type', 'must be an object');
    }
    target = next as JsonObject;
  }
  target[last] = customerId;
  return body;
}

/**
 * Top-level fields a customer may set on routes that also take fields only the merchant may set.
 * `PATCH /customer` takes the profile; `externalId` (the merchant's own reference to its user) and
 * `metadata` are the merchant's, and `type` cannot change.
 */
const CUSTOMER_EDITABLE_FIELDS: Partial<Record<KitRouteName, readonly string[]>> = {
  updateCustomer: ['individual', 'business', 'financialProfile', 'relatedParties'],
};

/**
 * Refuses any top-level field of `body` outside the fields a customer may edit on route `name`.
 * @throws ProxyProblem 400 `validation_error` (`not_allowed`) at the first such field.
 */
export function refuseMerchantFields(name: KitRouteName, body: JsonObject): void {
  const editable = CUSTOMER_EDITABLE_FIELDS[name];
  if (editable === undefined) return;
  const field = Object.keys(body).find((key) => !editable.includes(key));
  if (field !== undefined)
    throw invalidField(`/${escapePointer(field)}`.slice(0, 256), 'not_allowed', 'is not a field the customer may change');
}
