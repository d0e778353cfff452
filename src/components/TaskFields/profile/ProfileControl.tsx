import type { TaskFieldControlProps } from '../controlProps.js';
import { profileControlFor } from './profileControlFor.js';

/**
 * A `profile` field, shaped by its pointer and value type (see `profileControlFor`). Prefer
 * `controlFor(field)`, which also says how to label the chosen control; this renders the same
 * control for a caller that labels it itself.
 */
export function ProfileControl(props: TaskFieldControlProps) {
  const { Control } = profileControlFor(props.field);
  return <Control {...props} />;
}
