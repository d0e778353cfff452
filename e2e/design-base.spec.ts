import { expect, test } from './support/test.js';
import { colourRules, listStories, openStory, storyAxeViolations, switchStory } from './support/storybook.js';

test.describe('given the built component catalogue', () => {
  // Story tests already run every axe rule on every story in the light theme; here every story is
  // seen in dark, for the rules a colour scheme can change.
  // One test per part of the catalogue, so each keeps its own time limit as the catalogue grows.
  const groups = [
    { name: 'base parts', matches: (title: string) => title.startsWith('Base/') },
    { name: 'onboarding parts', matches: (title: string) => title.startsWith('Onboarding/') },
    { name: 'payment parts', matches: (title: string) => title.startsWith('Payments/') },
    { name: 'other parts', matches: (title: string) => !/^(Base|Onboarding|Payments)\//.test(title) },
  ];
  for (const theme of ['dark'] as const) {
    for (const group of groups) {
      test(`should show every story of the ${group.name} without an axe violation in the ${theme} theme`, async ({ page }) => {
        test.setTimeout(300_000);
        const stories = (await listStories(page)).filter((story) => group.matches(story.title));
        if (group.name !== 'other parts') expect(stories.length).toBeGreaterThan(3);
        const failures: string[] = [];
        for (const [index, story] of stories.entries()) {
          if (index === 0) await openStory(page, story.id, theme);
          else await switchStory(page, story.id);
          for (const violation of await storyAxeViolations(page, colourRules)) failures.push(`${story.id} (${theme}): ${violation}`);
        }
        expect(failures).toEqual([]);
      });
    }
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
