import { expect, test } from '@playwright/test';
import { listStories, openStory, storyAxeViolations } from './support/storybook.js';

test.describe('given the built component catalogue', () => {
  // Story tests already run axe on every story in the light theme; here every story is seen in dark.
  for (const theme of ['dark'] as const) {
    test(`should show every story without an axe violation in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(300_000);
      const stories = await listStories(page);
      expect(stories.length).toBeGreaterThan(10);
      const failures: string[] = [];
      for (const story of stories) {
        await openStory(page, story.id, theme);
        for (const violation of await storyAxeViolations(page)) failures.push(`${story.id} (${theme}): ${violation}`);
      }
      expect(failures).toEqual([]);
    });
  }

  test('should copy a value to the clipboard and confirm it to the person', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const stories = await listStories(page);
    const copyable = stories.find((story) => story.title === 'Base/CopyableValue');
    expect(copyable, 'a CopyableValue story').toBeDefined();
    await openStory(page, copyable!.id);
    const button = page.getByRole('button', { name: /^Copy / });
    await button.first().click();
    await expect(page.getByRole('status').filter({ hasText: /copied/ })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
  });

  test('should keep a pending button focusable and ignore its clicks', async ({ page }) => {
    const stories = await listStories(page);
    const pending = stories.find((story) => story.title === 'Base/Button' && /pending/i.test(story.name));
    expect(pending, 'a pending Button story').toBeDefined();
    await openStory(page, pending!.id);
    const button = page.locator('[data-slot="button"][data-pending]').first();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await expect(button).toBeFocused();
  });
});
