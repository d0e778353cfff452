import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on `container` and fails with the violations listed. Colour contrast is off because
 * jsdom computes no colours; src/styles/contrast.browser.test.ts and the story tests check it in
 * a real browser.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
