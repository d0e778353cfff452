import type { Environment } from '../Partition.js';
import { ApiProblem } from './ApiProblem.js';

/** Who a key belongs to: `sk_sandbox_<name>` is developer `<name>`'s sandbox, `sk_production_<name>` its production. */
export interface KeyOwner {
  developer: string;
  environment: Environment;
}

const KEY = /^sk_(sandbox|production)_([A-Za-z0-9][A-Za-z0-9_-]{0,63})$/;

/** Reads `X-API-Key`; anything but a well-formed key is 401 unauthorized. */
export function authenticate(request: Request): KeyOwner {
  const key = request.headers.get('x-api-key');
  const match = key === null ? null : KEY.exec(key);
  if (!match) {
    throw new ApiProblem({
      status: 401,
      code: 'unauthorized',
      detail: key === null ? 'The X-API-Key header is missing.' : 'The API key is not valid.',
      retryable: false,
    });
  }
  return { environment: match[1] as Environment, developer: match[2] as string };
}
