import { problems } from '../../../http/ApiProblem.js';
import { isObject, type JsonObject } from '../../../validation/shapes.js';

/** The request body as a JSON object; anything else (none, an array, a string) is 400 validation_error. */
export function requireJsonObject(body: unknown): JsonObject {
  if (isObject(body)) return body;
  throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'The body must be a JSON object' }]);
}
