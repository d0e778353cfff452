import jsQR from 'jsqr';

/** Pixels per module in the picture handed to the decoder. */
const SCALE = 4;

/** The vertical edges of an SVG path made of `M`, `L` and `Z` commands on whole numbers (how lean-qr draws). */
function verticalEdges(path: string): { x: number; top: number; bottom: number }[] {
  const edges: { x: number; top: number; bottom: number }[] = [];
  let start: [number, number] | null = null;
  let at: [number, number] | null = null;
  const lineTo = (to: [number, number]) => {
    if (at && at[0] === to[0] && at[1] !== to[1]) edges.push({ x: to[0], top: Math.min(at[1], to[1]), bottom: Math.max(at[1], to[1]) });
    at = to;
  };
  for (const [, command, x, y] of path.matchAll(/([MLZ])\s*(?:(-?\d+)[ ,](-?\d+))?/gi)) {
    if (command?.toUpperCase() === 'Z') {
      if (start) lineTo(start);
    } else if (command?.toUpperCase() === 'M') {
      start = [Number(x), Number(y)];
      at = start;
    } else lineTo([Number(x), Number(y)]);
  }
  const unknown = path.replace(/[MLZ\s,\d-]/gi, '');
  if (unknown !== '') throw new Error(`scanQrCode reads M, L and Z paths only, not: ${unknown.slice(0, 20)}`);
  return edges;
}

/**
 * What a camera would read from a rendered QR code: the `<svg>`'s background and path painted into
 * pixels (a module is dark when its centre is inside the path, even-odd) and decoded by jsQR, a
 * reader that knows nothing of the encoder. `null` when no code is found.
 */
export function scanQrCode(svg: Element): string | null {
  const [left = 0, top = 0, width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const edges = verticalEdges(svg.querySelector('path')?.getAttribute('d') ?? '');
  const pixels = new Uint8ClampedArray(width * SCALE * height * SCALE * 4).fill(255);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const [x, y] = [left + column + 0.5, top + row + 0.5];
      const crossings = edges.filter((edge) => edge.x < x && edge.top < y && y < edge.bottom).length;
      if (crossings % 2 === 0) continue;
      for (let dy = 0; dy < SCALE; dy += 1) {
        const offset = ((row * SCALE + dy) * width * SCALE + column * SCALE) * 4;
        for (let dx = 0; dx < SCALE; dx += 1) pixels.fill(0, offset + dx * 4, offset + dx * 4 + 3);
      }
    }
  }
  return jsQR(pixels, width * SCALE, height * SCALE)?.data ?? null;
}
