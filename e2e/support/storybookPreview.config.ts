import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { strictCspAllowing } from './strictCsp.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = 'storybook-static';

/**
 * `vite preview` of the built Storybook for the e2e specs, every response under the strict policy
 * (`STRICT_CSP`), plus the hashes of Storybook's own inline scripts and styles in `iframe.html`,
 * computed here, once the catalogue is built: the stories and the kit are held to the strict
 * policy, Storybook's preview shell runs.
 */
export default defineConfig({
  root,
  build: { outDir },
  preview: {
    headers: { 'Content-Security-Policy': strictCspAllowing(readFileSync(`${root}${outDir}/iframe.html`, 'utf8')) },
  },
});
