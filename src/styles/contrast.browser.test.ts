import { afterEach, describe, expect, it } from 'vitest';
import './index.css';
import { composite, contrast, parseColor, type Rgba } from './test-support/contrast.js';

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

let root: HTMLElement | undefined;
afterEach(() => root?.remove());

function mountRoot(theme: Theme, html = ''): HTMLElement {
  root = document.createElement('div');
  root.className = 'paykit-root';
  root.setAttribute('data-paykit-root', '');
  root.setAttribute('data-paykit-theme', theme);
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Resolves a token to the colour the browser computes for it inside the given theme. */
function tokenColors(theme: Theme, names: readonly string[]): Record<string, Rgba> {
  const host = mountRoot(theme);
  const probe = document.createElement('span');
  host.append(probe);
  return Object.fromEntries(
    names.map((name) => {
      probe.style.color = `var(--paykit-color-${name})`;
      return [name, parseColor(getComputedStyle(probe).color)];
    }),
  );
}

const surfaces = ['background', 'surface', 'surface-raised'] as const;
const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
const textOnSurfaces = ['text', 'text-muted', 'accent', ...tones.map((tone) => `${tone}-fg`)];
const allTokens = [...surfaces, ...textOnSurfaces, ...tones.map((tone) => `${tone}-bg`), 'accent-contrast', 'border-strong', 'focus-ring'];

describe.each(themes)('given the %s theme', (theme) => {
  it('should give every text colour 4.5:1 on every surface', () => {
    const c = tokenColors(theme, allTokens);
    const failures = surfaces.flatMap((bg) =>
      textOnSurfaces.map((fg) => ({ pair: `${fg} on ${bg}`, ratio: contrast(c[fg]!, c[bg]!) })).filter(({ ratio }) => ratio < 4.5),
    );
    expect(failures).toEqual([]);
  });

  it('should give tone text and body text 4.5:1 on each tone background', () => {
    const c = tokenColors(theme, allTokens);
    const failures = tones.flatMap((tone) =>
      [`${tone}-fg`, 'text']
        .map((fg) => ({ pair: `${fg} on ${tone}-bg`, ratio: contrast(c[fg]!, c[`${tone}-bg`]!) }))
        .filter(({ ratio }) => ratio < 4.5),
    );
    expect(failures).toEqual([]);
    expect(contrast(c['accent-contrast']!, c.accent!)).toBeGreaterThanOrEqual(4.5);
  });

  it('should give the focus ring and control borders 3:1 against every background they meet', () => {
    const c = tokenColors(theme, allTokens);
    const backgrounds = [...surfaces, ...tones.map((tone) => `${tone}-bg`)];
    const failures = ['focus-ring', 'border-strong'].flatMap((fg) =>
      backgrounds.map((bg) => ({ pair: `${fg} against ${bg}`, ratio: contrast(c[fg]!, c[bg]!) })).filter(({ ratio }) => ratio < 3),
    );
    expect(failures).toEqual([]);
  });

  it('should draw the focus ring from the token with a gap around a focused button', () => {
    const host = mountRoot(theme, '<button type="button" data-slot="button" class="paykit-button">Pay</button>');
    const button = host.querySelector('button')!;
    button.focus();
    const style = getComputedStyle(button);
    const ring = parseColor(style.outlineColor);
    const background = tokenColors(theme, ['background']).background!;

    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineOffset)).toBeGreaterThanOrEqual(2);
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it('should keep button text 4.5:1 on every variant, resting and hovered', () => {
    const host = mountRoot(
      theme,
      ['primary', 'secondary', 'ghost', 'danger']
        .map((variant) => `<button type="button" data-slot="button" class="paykit-button" data-variant="${variant}">${variant}</button>`)
        .join(''),
    );
    const { background, 'overlay-hover': overlay } = tokenColors(theme, ['background', 'overlay-hover']);
    const failures = [...host.querySelectorAll('button')].flatMap((button) => {
      const style = getComputedStyle(button);
      const fill = composite(parseColor(style.backgroundColor), background!);
      const text = parseColor(style.color);
      return [
        { state: `${button.textContent} resting`, ratio: contrast(text, fill) },
        { state: `${button.textContent} hovered`, ratio: contrast(text, composite(overlay!, fill)) },
      ].filter(({ ratio }) => ratio < 4.5);
    });
    expect(failures).toEqual([]);
  });

  it('should keep badge and callout text 4.5:1 in every tone', () => {
    const host = mountRoot(
      theme,
      tones
        .map(
          (tone) =>
            `<span data-slot="badge" class="paykit-badge" data-tone="${tone}">${tone}</span>` +
            `<div data-slot="callout" class="paykit-callout" data-tone="${tone}"><p data-slot="callout-title" class="paykit-callout-title">Title</p><div data-slot="callout-body" class="paykit-callout-body">Body</div></div>`,
        )
        .join(''),
    );
    const failures = [...host.querySelectorAll<HTMLElement>('[data-slot="badge"], [data-slot^="callout-"]')].flatMap((element) => {
      const tinted = element.closest('[data-tone]')!;
      const ratio = contrast(parseColor(getComputedStyle(element).color), parseColor(getComputedStyle(tinted).backgroundColor));
      return ratio < 4.5 ? [{ part: `${element.dataset.slot} ${tinted.getAttribute('data-tone')}`, ratio }] : [];
    });
    expect(failures).toEqual([]);
  });
});

describe('given the system theme', () => {
  it('should use exactly the dark colours when the device prefers dark', () => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const declarations = (rule: CSSStyleRule) =>
      [...rule.style].map((name) => `${name}:${rule.style.getPropertyValue(name).trim()}`).sort();
    const dark = rules.find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('="dark"'));
    const system = rules
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('dark'))
      .flatMap((rule) => [...rule.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('="system"'));

    expect(dark).toBeDefined();
    expect(system).toBeDefined();
    expect(declarations(system!)).toEqual(declarations(dark!));
  });
});
