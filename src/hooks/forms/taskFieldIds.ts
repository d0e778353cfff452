const SAFE_ID = /^[A-Za-z0-9_-]*$/;

/** Turns any requirement or group id into characters safe in an HTML id and a URL fragment. */
function idSafe(id: string): string {
  return SAFE_ID.test(id) ? id : id.replace(/[^A-Za-z0-9_-]/g, (character) => `.${character.codePointAt(0)?.toString(36) ?? ''}.`);
}

/** A form's id prefix from React's `useId`, kept to characters safe in an id and a URL fragment. */
export function idPrefixOf(generated: string): string {
  return generated.replace(/[^A-Za-z0-9_-]/g, '');
}

/** The id of the input (or first input) of field `fieldId` in the form whose ids start with `prefix`. */
export function fieldInputId(prefix: string, fieldId: string): string {
  return `${prefix}field-${idSafe(fieldId)}`;
}

/** The id of the first radio of choice group `groupId` in the form whose ids start with `prefix`. */
export function groupInputId(prefix: string, groupId: string): string {
  return `${prefix}choice-${idSafe(groupId)}`;
}
