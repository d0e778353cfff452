import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/primitives/Button/index.js';
import './index.css';
import { hostCss, Kit, resetHostPageAfterEach } from './test-support/hostPage.js';

resetHostPageAfterEach();

const BRAND = 'rgb(10, 125, 79)';
const DARK_BRAND = 'rgb(111, 224, 168)';
const buttonFill = () => getComputedStyle(screen.getByRole('button', { name: 'Pay' })).backgroundColor;

describe('given a brand colour set by the host page', () => {
  it('should reach a kit button when set on :root', () => {
    hostCss(`:root { --paykit-color-accent: ${BRAND}; }`);
    render(
      <Kit>
        <Button>Pay</Button>
      </Kit>,
    );
    expect(buttonFill()).toBe(BRAND);
  });

  it('should reach a kit button when set on an ancestor of the kit', () => {
    hostCss(`.merchant-checkout { --paykit-color-accent: ${BRAND}; }`);
    render(
      <div className="merchant-checkout">
        <Kit>
          <Button>Pay</Button>
        </Kit>
      </div>,
    );
    expect(buttonFill()).toBe(BRAND);
  });

  it.each(['light', 'dark'] as const)('should reach a kit button when set on the kit root, in the %s theme', (theme) => {
    hostCss(`.paykit-root { --paykit-color-accent: ${BRAND}; }`);
    render(
      <Kit theme={theme}>
        <Button>Pay</Button>
      </Kit>,
    );
    expect(buttonFill()).toBe(BRAND);
  });

  it('should reach a kit button when set on the button itself', () => {
    hostCss(`.merchant-pay { --paykit-color-accent: ${BRAND}; }`);
    render(
      <Kit>
        <Button className="merchant-pay">Pay</Button>
      </Kit>,
    );
    expect(buttonFill()).toBe(BRAND);
  });

  it('should take any other token from :root too', () => {
    hostCss(':root { --paykit-radius-md: 3px; --paykit-space-4: 20px; --paykit-font-family: serif; }');
    render(
      <Kit>
        <Button>Pay</Button>
      </Kit>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Pay' }));
    expect(style.borderRadius).toBe('3px');
    expect(style.paddingInlineStart).toBe('20px');
    expect(style.fontFamily).toBe('serif');
  });

  it.each([
    ['light', BRAND],
    ['dark', DARK_BRAND],
  ] as const)('should give the %s theme its own brand colour from :root', (theme, expected) => {
    hostCss(`:root { --paykit-color-accent: ${BRAND}; --paykit-dark-color-accent: ${DARK_BRAND}; }`);
    render(
      <Kit theme={theme}>
        <Button>Pay</Button>
      </Kit>,
    );
    expect(buttonFill()).toBe(expected);
  });

  it('should keep the dark default when :root sets only the light brand colour', () => {
    hostCss(`:root { --paykit-color-accent: ${BRAND}; }`);
    render(
      <Kit theme="dark">
        <Button>Pay</Button>
      </Kit>,
    );
    expect(buttonFill()).toBe('rgb(142, 170, 255)');
  });
});

describe('given the stylesheet on a host page', () => {
  const kitSheets = () =>
    [...document.styleSheets].filter((sheet) =>
      (sheet.ownerNode as Element | null)?.getAttribute('data-vite-dev-id')?.includes('/src/styles/'),
    );

  const rootStyle = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries([...style].filter((name) => !name.startsWith('--')).map((name) => [name, style.getPropertyValue(name)]));
  };

  it('should change nothing the page root computes, color-scheme included', () => {
    render(
      <Kit theme="dark">
        <Button>Pay</Button>
      </Kit>,
    );
    const sheets = kitSheets();
    expect(sheets.length).toBeGreaterThan(0);
    const withKit = rootStyle();
    sheets.forEach((sheet) => (sheet.disabled = true));
    const withoutKit = rootStyle();
    sheets.forEach((sheet) => (sheet.disabled = false));

    expect(withKit['color-scheme']).toBe('normal');
    expect(withKit).toEqual(withoutKit);
  });

  it("should leave each token's default readable outside the kit", () => {
    const page = getComputedStyle(document.documentElement);
    expect(page.getPropertyValue('--paykit-color-surface')).toBe('#fff');
    expect(page.getPropertyValue('--paykit-space-4')).toBe('1rem');
  });

  it('should select neither :root nor body in any rule', () => {
    const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? styleRules(rule.cssRules) : [],
      );
    const rules = kitSheets().flatMap((sheet) => styleRules(sheet.cssRules));
    expect(rules.length).toBeGreaterThan(100);
    const onPageRoot = rules.filter(
      (rule) => document.documentElement.matches(rule.selectorText) || document.body.matches(rule.selectorText),
    );
    expect(onPageRoot.map((rule) => rule.selectorText)).toEqual([]);
  });
});
