/** Joins the ids that describe a control (`aria-describedby`), skipping the missing ones; `undefined` when none. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
