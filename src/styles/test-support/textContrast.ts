import { composite, contrast, parseColor, type Rgba } from './contrast.js';

/** One piece of text a person sees, and how it reads against what is painted behind it. */
export interface TextContrast {
  /** The element's `data-slot` (or tag) and the start of its text, to name a failure. */
  text: string;
  ratio: number;
  /** 4.5 for body text, 3 for large text (24px, or 18.66px bold). */
  required: number;
}

/** The colour painted behind `element`: its own and its ancestors' backgrounds, down to an opaque one. */
export function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  // Nothing opaque up to the document: the browser's canvas, white on a light page.
  return layers.reduceRight<Rgba>((below, layer) => composite(layer, below), [255, 255, 255, 1]);
}

const isLarge = (style: CSSStyleDeclaration) => {
  const size = Number.parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
};

/** Whether the element shows text a person reads: WCAG exempts disabled controls and hidden text. */
function isReadText(element: HTMLElement): boolean {
  if (element.closest(':disabled, [aria-disabled="true"], svg')) return false;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  // The visually hidden pattern clips to a 1px box.
  return box.width > 1 && box.height > 1;
}

const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();

/**
 * Every element under `container` with text of its own (and every text control, whose value is
 * its text), with the contrast of that text against the colours painted behind it.
 */
export function textContrasts(container: Element): TextContrast[] {
  const elements = [...container.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      (ownText(element) !== '' || element.matches('input:not([type=checkbox], [type=radio], [type=file]), select, textarea')) &&
      isReadText(element),
  );
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const background = backgroundBehind(element);
    const foreground = composite(parseColor(style.color), background);
    const name = element.dataset.slot ?? element.tagName.toLowerCase();
    return {
      text: `${name}: ${(ownText(element) || (element as HTMLInputElement).value || '').slice(0, 40)}`,
      ratio: Math.round(contrast(foreground, background) * 100) / 100,
      required: isLarge(style) ? 3 : 4.5,
    };
  });
}
