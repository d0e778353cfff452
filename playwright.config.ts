import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where it exists (these machines cannot download Playwright's), Playwright's own otherwise. */
const executablePath = process.env.PAYKIT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const storybookPort = 6107;

/** The merchant demo (`npm start`) for e2e/demo.spec.ts, on a spare port. */
export const demoPort = 3107;
export const demoUrl = `http://127.0.0.1:${demoPort}`;
/**
 * The demo runs on the embedded fake platform with this key, so the demo test can prove the key
 * never reaches the page: no request carries it, no response holds it.
 */
export const demoCanaryKey = 'sk_sandbox_canary_e2e_7c1f9a';

/**
 * `PAYKIT_E2E_DEMO_ONLY=1` starts the demo alone, for a run of the demo specs only
 * (`PAYKIT_E2E_DEMO_ONLY=1 npx playwright test e2e/onboarding.spec.ts`): the Storybook build is
 * the slow part, and only e2e/design-base.spec.ts needs it.
 */
const demoOnly = process.env.PAYKIT_E2E_DEMO_ONLY === '1';

/**
 * `npm test` builds Storybook beside its other first checks and sets this, so the build is not
 * run twice; a run of Playwright alone builds it here.
 */
const storybookPrebuilt = process.env.PAYKIT_STORYBOOK_PREBUILT === '1';

/** Storybook, built and previewed under the strict CSP (e2e/support/storybookPreview.config.ts), for e2e/design-base.spec.ts. */
const storybookServer = {
  name: 'storybook',
  command: `${storybookPrebuilt ? '' : 'npm run --silent build-storybook && '}npx vite preview --config e2e/support/storybookPreview.config.ts --host 127.0.0.1 --port ${storybookPort} --strictPort`,
  url: `http://127.0.0.1:${storybookPort}/index.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'ignore' as const,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers: the catalogue sweep runs beside the demo flows (files in parallel, tests in a file in order).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry: the flows run against a live server on a busy 2-core machine; a real regression fails twice.
  retries: 1,
  timeout: 60_000,
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    ...(demoOnly ? [] : [storybookServer]),
    {
      name: 'demo',
      command: 'npm start',
      url: `${demoUrl}/`,
      // Variables a developer's shell may hold are blanked, so the demo always runs on the embedded fake.
      env: {
        PORT: String(demoPort),
        HOST: '127.0.0.1',
        PAYMENTS_API_KEY: demoCanaryKey,
        PAYMENTS_API_BASE_URL: '',
        PAYMENTS_WEBHOOK_SECRETS: '',
        PAYMENTS_ENVIRONMENT: '',
        PUBLIC_ORIGIN: '',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
