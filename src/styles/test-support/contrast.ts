/** An sRGB colour as the browser computes it: red, green and blue 0–255, alpha 0–1. */
export type Rgba = [number, number, number, number];

/** Parses a computed colour: `rgb()`/`rgba()`, or `color(srgb …)` as `color-mix()` computes. */
export function parseColor(value: string): Rgba {
  const parts = value.match(/[\d.]+/g)?.map(Number);
  if (value.startsWith('color(srgb') && parts && parts.length >= 3) {
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return [r * 255, g * 255, b * 255, a];
  }
  if (!value.startsWith('rgb') || !parts || parts.length < 3) throw new Error(`Unexpected colour: ${value}`);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** Paints `top` (possibly translucent) over the opaque `bottom`. */
export const composite = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as Rgba;
};

const luminance = ([r, g, b]: Rgba) => {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** The WCAG 2.2 contrast ratio of two opaque colours. */
export const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
