import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Builds the demo page (`proxy-example/web`) into `proxy-example/dist`, which the demo server
 * serves under a strict CSP: no inline scripts or styles and no `data:` assets, so nothing is
 * inlined into the HTML or the CSS. The page imports `paykit`, `paykit/components` and
 * `paykit/styles.css` by name; tsconfig.json's `paths` send them to the source (no library build first).
 */
export default defineConfig({
  root: here('./web'),
  base: '/',
  publicDir: here('./web/public'),
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: true,
    reportCompressedSize: false,
  },
});
