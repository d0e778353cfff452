import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The built Storybook that Playwright's web server serves (see playwright.config.ts). */
export const storybookUrl = 'http://127.0.0.1:6107';

/** One entry of Storybook's index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** Every story in the built catalogue. */
export async function listStories(page: Page): Promise<StoryEntry[]> {
  const response = await page.request.get(`${storybookUrl}/index.json`);
  const index = (await response.json()) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Opens one story alone (no Storybook chrome) in a theme, and waits until it has rendered. */
export async function openStory(page: Page, id: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  // `a11y.manual`: the a11y addon does not run axe by itself after the render; the sweep runs it once.
  await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  await page.locator('#storybook-root > *').first().waitFor();
}

/**
 * Shows another story in the page `openStory` loaded, the way Storybook's own sidebar does (its
 * channel), without loading the preview again: a sweep over every story stays fast. Resolves once
 * the story has rendered; rejects when it failed to.
 */
export async function switchStory(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        const settle = (error?: string) => {
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', errored);
          channel.off('storyThrewException', errored);
          if (error) reject(new Error(`${storyId}: ${error}`));
          else resolve();
        };
        const rendered = (renderedId?: unknown) => {
          if (renderedId === undefined || renderedId === storyId) settle();
        };
        const errored = (details?: unknown) => settle(JSON.stringify(details ?? 'failed to render'));
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', errored);
        channel.on('storyThrewException', errored);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  await page.locator('#storybook-root > *').first().waitFor();
}

/** What `switchStory` uses of Storybook's channel. */
interface StoryChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, payload: unknown): void;
}

/** axe-core's browser build, evaluated once per page (page evaluation is not subject to the preview's CSP). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe rules a colour scheme can change. The light theme's stories already pass every rule in
 * the story tests; in the dark one only what depends on colour can differ.
 */
export const colourRules = ['color-contrast', 'link-in-text-block', 'non-text-contrast'];

/**
 * Axe violations inside the story root, for `rules` (every rule when left out). axe is loaded into
 * the page once and kept across `switchStory`, so a sweep pays for it once. Storybook's a11y addon
 * may run its own axe after a render, and axe refuses a second run while one is going, so a run
 * that meets one waits for it to end.
 */
export async function storyAxeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(async (only) => {
        const axe = (window as unknown as { axe: AxeInPage }).axe;
        const known = new Set(axe.getRules().map((rule) => rule.ruleId));
        const values = only?.filter((rule) => known.has(rule));
        const { violations } = await axe.run('#storybook-root', values ? { runOnly: { type: 'rule', values } } : {});
        return violations.map((violation) => `${violation.id} (${violation.nodes.length} nodes): ${violation.help}`);
      }, rules ?? null);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

/** What `storyAxeViolations` uses of the axe global. */
interface AxeInPage {
  getRules(): { ruleId: string }[];
  run(
    context: string,
    options: { runOnly?: { type: 'rule'; values: string[] } },
  ): Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
}
