import AxeBuilder from '@axe-core/playwright';
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

/**
 * Axe violations inside the story root. Storybook's a11y addon runs axe in the same page after each
 * render, and axe refuses a second run while one is going, so wait for the addon's run to end.
 */
export async function storyAxeViolations(page: Page): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { violations } = await new AxeBuilder({ page }).include('#storybook-root').analyze();
      return violations.map((violation) => `${violation.id} (${violation.nodes.length} nodes): ${violation.help}`);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}
