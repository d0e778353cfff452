import type { FakePlatform } from '../../../testing/index.js';
import { accountsOf, type AccountRecord } from '../../../testing/platform/resources/money/store.js';
import { partitionOf } from '../../../testing/platform/test-support/storedTasks.js';

export type { AccountRecord };

/**
 * Changes a stored account as the platform would on its side, for the statuses the sandbox cannot
 * reach (in review, action required, suspended, rejected): `change` edits the record.
 */
export function changeStoredAccount(
  platform: FakePlatform,
  apiKey: string,
  accountId: string,
  change: (account: AccountRecord) => void,
): void {
  const account = accountsOf(partitionOf(platform, apiKey)).get(accountId);
  if (!account) throw new Error(`No stored account ${accountId}`);
  change(account);
  account.updatedAt = platform.core.nowIso();
}

/** Sends a request to the platform with the scenario's key, as the merchant's backend would. */
export async function callPlatform(
  platform: FakePlatform,
  apiKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return platform.handle(
    new Request(`https://platform.test${path}`, {
      method,
      headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
