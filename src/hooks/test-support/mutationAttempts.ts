import { act } from '@testing-library/react';

/** Runs one attempt of a mutation inside `act`, swallowing its failure (read it from the hook). */
export async function attemptMutation<V>(mutateAsync: (variables: V) => Promise<unknown>, variables: V): Promise<void> {
  await act(async () => {
    await mutateAsync(variables).catch(() => undefined);
  });
}

/** The `idempotencyKey` option of each call of a client method mock, in call order. */
export function sentKeys(calls: readonly (readonly unknown[])[]): (string | undefined)[] {
  return calls.map((args) => (args.at(-1) as { idempotencyKey?: string } | undefined)?.idempotencyKey);
}
