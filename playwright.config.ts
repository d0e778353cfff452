import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where it exists (these machines cannot download Playwright's), Playwright's own otherwise. */
const executablePath =
  process.env.PAYKIT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const storybookPort = 6107;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
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
    {
      name: 'storybook',
      command: `npm run --silent build-storybook && npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${storybookPort} --strictPort`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
});

