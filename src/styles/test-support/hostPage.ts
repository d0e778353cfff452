import { cdp } from 'vitest/browser';

const hostStyles: HTMLStyleElement[] = [];

/** Adds a stylesheet of the host page's own, as a merchant's CSS would be. */
export function hostCss(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  hostStyles.push(style);
}

/** Removes the host page's stylesheets and the emulated colour-scheme preference; call after each test. */
export async function resetHostPage() {
  hostStyles.splice(0).forEach((style) => style.remove());
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
}
