import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { bundle as bundleCss } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** Every dependency stays external: the merchant's bundler resolves and dedupes them. */
const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:');

/**
 * Entries that run in the browser (React, hooks, components, the component catalogues). Each built
 * file starts with `"use client"`, so a React Server Component (Next.js App Router) may import them
 * and renders them as client components instead of failing on React's client-only APIs.
 */
const clientEntries = {
  index: 'src/index.ts',
  forms: 'src/hooks/forms/index.ts',
  legacy: 'src/hooks/legacy/index.ts',
  components: 'src/components/index.ts',
  'components-fr': 'src/components/locales/fr.ts',
};
/** Packages whose code runs only in a React tree. */
const reactPackages = ['react', 'react-dom', '@tanstack/react-query', 'react-hook-form', 'radix-ui', '@radix-ui/'];
const isClientEntry = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry && Object.hasOwn(clientEntries, chunk.name);
/**
 * A module that imports React also starts with `"use client"`, not only the entries above it: a
 * Next.js app that rewrites barrel imports into direct module imports (`optimizePackageImports`)
 * then still meets the boundary.
 */
const importsReact = (chunk: { imports: string[] }) =>
  chunk.imports.some((id) => reactPackages.some((name) => id === name || id.startsWith(name.endsWith('/') ? name : `${name}/`)));

/** Entries for servers and tests, and the schemas (any runtime): no `"use client"`, and React nowhere in their import graph. */
const serverEntries = {
  schemas: 'src/core/schemas/index.ts',
  server: 'src/server/index.ts',
  'server-redis': 'src/server/redis/index.ts',
  testing: 'src/testing/index.ts',
  'testing-node': 'src/testing/node/index.ts',
  'testing-msw': 'src/testing/msw/index.ts',
};

/** Chromium for browser tests: Debian's where it exists, Playwright's own otherwise. */
export const chromiumExecutable = process.env.PAYKIT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Chromium flags that work on these machines (see TOOLCHAIN): no sandbox, GPU, QUIC or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  // A page the browser counts as hidden gets its timers throttled, after 5 minutes to one wake-up a
  // minute: a story that waits out a Retry-After would then wait a minute per second.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-features=IntensiveWakeUpThrottling',
  '--disable-sync',
];
const chromiumProvider = () => playwright({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs } });

/** The smoke tests of the top-level parts, run on every React version the peer range promises. */
const reactSmokeTests = ['src/components/reactVersions.test.tsx'];

/**
 * A project running the smoke tests on an older React, installed as npm aliases (`react-18` is
 * `npm:react@18.3.1`, with `react-dom-18`): Vite's alias sends the code it transforms there, and
 * redirectReact.mjs, loaded into each worker, does the same for what Node resolves itself (external
 * dependencies, React DOM's own `require('react')`). The current React runs them in `unit`.
 * (package.json's `overrides` lets npm install `react-dom-18` beside React 19: its peer `react`
 * is met at install by the root React, and at run time by `react-18` through the redirection.)
 */
function reactMatrixProject(name: string, suffix: string): TestProjectInlineConfiguration {
  const react = `react-${suffix}`;
  const reactDom = `react-dom-${suffix}`;
  const redirect = pathToFileURL(`${root}src/test-support/reactMatrix/redirectReact.mjs`);
  redirect.search = new URLSearchParams({ react, 'react-dom': reactDom }).toString();
  const version = /^npm:react@(.+)$/.exec(pkg.devDependencies[react] ?? '')?.[1];
  if (!version) throw new Error(`${name}: package.json needs the dev dependency "${react}": "npm:react@<version>"`);
  return {
    extends: true,
    resolve: {
      alias: [
        { find: /^react(\/.*)?$/, replacement: `${react}$1` },
        { find: /^react-dom(\/.*)?$/, replacement: `${reactDom}$1` },
      ],
    },
    test: {
      name,
      environment: 'jsdom',
      include: reactSmokeTests,
      setupFiles: ['src/test-support/setup.ts'],
      execArgv: ['--import', redirect.href],
      provide: { reactVersion: version },
      isolate: false,
      restoreMocks: true,
      testTimeout: 20_000,
    },
  };
}

/**
 * `paykit`, `paykit/components`, `paykit/testing`… resolve to the source through tsconfig.json's
 * `paths`, for the projects whose code imports the package by name (the demo's and the stories'
 * tests, the README's recipe). The library build leaves it off: the source never imports itself.
 */
const packageNamesToSource = { tsconfigPaths: true };

/** Bundles the one stylesheet (its @imports resolved) into dist/styles.css. */
function stylesheet(): Plugin {
  return {
    name: 'paykit:stylesheet',
    apply: 'build',
    generateBundle() {
      const { code } = bundleCss({ filename: `${root}src/styles/index.css`, minify: true });
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: code });
    },
  };
}

export default defineConfig({
  plugins: [react(), stylesheet(), dts({ tsconfigPath: './tsconfig.build.json', entryRoot: 'src', outDirs: 'dist' })],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    // Hundreds of preserved modules: listing each one's gzip size only slows the build down.
    reportCompressedSize: false,
    lib: {
      entry: { ...clientEntries, ...serverEntries },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      // Before the chunk's code, so the sourcemap accounts for the line; scripts/check-built-entries.ts checks it.
      output: {
        // One file per source module, so a merchant's bundler drops every module its imports do not reach.
        preserveModules: true,
        preserveModulesRoot: 'src',
        banner: (chunk) => (isClientEntry(chunk) || importsReact(chunk) ? '"use client";' : ''),
      },
    },
  },
  test: {
    // Vitest's default leaves a core idle (cores - 1): on a 2-core CI machine that is one worker, and
    // the run took half again as long. The main process mostly waits on the workers.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        resolve: packageNamesToSource,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'proxy-example/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: [
            'src/**/*.browser.test.{ts,tsx}',
            'src/**/*.node.test.ts',
            'proxy-example/**/*.node.test.ts',
            'src/testing/conformance/**',
          ],
          setupFiles: ['src/test-support/setup.ts'],
          // One module graph and one jsdom per worker instead of per file: the run is several times
          // faster. Files therefore must not vi.mock modules; setup.ts clears the page between tests.
          isolate: false,
          restoreMocks: true,
          // axe over a whole form in jsdom takes seconds on a busy 2-core CI machine.
          testTimeout: 20_000,
          provide: { reactVersion: pkg.devDependencies.react },
        },
      },
      reactMatrixProject('react-18.3', '18'),
      reactMatrixProject('react-19.0', '19-0'),
      {
        extends: true,
        resolve: packageNamesToSource,
        test: {
          name: 'conformance',
          environment: 'node',
          include: [
            'src/testing/conformance/**/*.test.ts',
            'src/testing/**/*.node.test.ts',
            'src/server/**/*.node.test.ts',
            'proxy-example/**/*.node.test.ts',
          ],
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // paykit/testing/msw on msw 3 (the `msw-3` alias): the `msw` peer accepts ^2 || ^3.
        extends: true,
        resolve: { alias: [{ find: /^msw(?=\/|$)/, replacement: 'msw-3' }] },
        test: {
          name: 'msw3',
          environment: 'node',
          include: ['src/testing/msw/**/*.node.test.ts'],
          env: { PAYKIT_MSW_MAJOR: '3' },
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          // One page at a time: every page but the front one counts as hidden to Chromium.
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        resolve: packageNamesToSource,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // A story that waits out a rail's Retry-After, answer after answer, takes over 15 s on a busy
          // 2-core machine, and over 25 s on a slower one.
          testTimeout: 60_000,
          // One page at a time: every page but the front one counts as hidden to Chromium.
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
