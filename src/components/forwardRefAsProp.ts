import { forwardRef, type ForwardRefExoticComponent, type ReactNode } from 'react';

/**
 * A part whose props take `ref` (React 19's way: `{...props}` passes it on to the element) that
 * receives it on React 18.3 too. React 18 takes `ref` out of a function component's props and
 * warns "Function components cannot be given refs"; `forwardRef` hands it back as a second
 * argument, and this puts it into the props again, so the part's body is the same on every
 * version. React 19 keeps `forwardRef` working, without a warning. The part's props type, `ref`
 * included, is the one `render` declares.
 */
// Calls are pure (a new component each time): bundlers may drop a part nobody imports.
/* @__NO_SIDE_EFFECTS__ */
export function forwardRefAsProp<Props extends object>(render: (props: Props) => ReactNode): ForwardRefExoticComponent<Props> {
  // Without a ref, the props carry no `ref` key, as on React 19: a part may place its own ref
  // before `{...props}`. The casts only restate that `{ ...propsWithoutRef, ref }` is `Props` again.
  const Part = forwardRef<unknown, Props>((props, ref) => render((ref === null ? props : { ...props, ref }) as unknown as Props));
  Part.displayName = render.name;
  return Part as unknown as ForwardRefExoticComponent<Props>;
}
