import { useEffect, useRef } from 'react';
import { CardTitle, type CardTitleProps } from 'paykit/components';

/** Props of {@link FocusOnMountHeading}. */
export interface FocusOnMountHeadingProps extends CardTitleProps {
  /** Move focus here when it appears, after the person signed in or out. @default false */
  focusOnMount?: boolean;
}

/**
 * A card heading that takes focus when its screen replaces another, so keyboard and screen reader
 * users land on the new content instead of the top of the page.
 */
export function FocusOnMountHeading({ focusOnMount = false, ...props }: FocusOnMountHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return <CardTitle ref={ref} tabIndex={-1} {...props} />;
}
