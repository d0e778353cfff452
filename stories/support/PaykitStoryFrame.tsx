import { useState, type ReactNode } from 'react';
import { createPaykitQueryClient, PaykitProvider, type PaykitTheme } from 'paykit';
import { componentFr } from 'paykit/components/fr';

/** Props of {@link PaykitStoryFrame}. */
export interface PaykitStoryFrameProps {
  /**
   * The theme picked in the Storybook toolbar.
   * @default 'light'
   */
  theme?: PaykitTheme;
  /**
   * The locale picked in the Storybook toolbar.
   * @default 'en'
   */
  locale?: string;
  /** The story. */
  children: ReactNode;
}

/**
 * Wraps every story in a `<PaykitProvider>` with the toolbar's theme and locale (the components'
 * French given through `translations`), and a fresh
 * query cache (no retries) per story, so no story sees another's data.
 */
export function PaykitStoryFrame({ theme = 'light', locale = 'en', children }: PaykitStoryFrameProps) {
  const [queryClient] = useState(createPaykitQueryClient);
  return (
    <PaykitProvider queryClient={queryClient} theme={theme} locale={locale} translations={{ fr: componentFr }} events={false}>
      {children}
    </PaykitProvider>
  );
}
