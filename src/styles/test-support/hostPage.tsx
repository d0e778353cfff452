import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cdp } from 'vitest/browser';
import { PaykitProvider, type PaykitTheme } from '../../hooks/index.js';

const hostStyles: HTMLStyleElement[] = [];

/** Adds a stylesheet of the host page's own, as a merchant's CSS would be. */
export function hostCss(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  hostStyles.push(style);
}

/** After each test of the calling file: unmounts, removes the host's stylesheets and the emulated colour-scheme preference. */
export function resetHostPageAfterEach() {
  afterEach(async () => {
    cleanup();
    hostStyles.splice(0).forEach((style) => style.remove());
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });
}

/** A provider with no event stream, as a merchant's page would hold the kit. */
export const Kit = ({ theme, children }: { theme?: PaykitTheme; children: ReactNode }) => (
  <PaykitProvider theme={theme} events={false}>
    {children}
  </PaykitProvider>
);
