import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link QrCode}: any `<svg>` attribute but its drawing, plus the ones below. */
export interface QrCodeProps extends Omit<ComponentPropsWithRef<'svg'>, 'children' | 'viewBox' | 'role'> {
  /** The text the code carries. */
  value: string;
  /** The text alternative, naming what the code holds (show the text itself beside it too). */
  alt: string;
}

/** Light modules around the code, in modules: the quiet zone scanners need. */
const QUIET_ZONE = 4;

/**
 * A QR code of `value`, for a phone's camera to scan: an inline SVG (`role="img"`, named by `alt`)
 * whose path `lean-qr` draws, black on white with the standard quiet zone whatever the theme, so
 * scanners read it. Inline, it needs nothing from a Content-Security-Policy: no `data:` image
 * (`img-src 'self'` holds) and no inline style.
 */
export const QrCode = forwardRefAsProp(function QrCode({ value, alt, ...props }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const code = generate(value);
    return { path: toSvgPath(code), size: code.size + 2 * QUIET_ZONE };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`}
      width={160}
      height={160}
      shapeRendering="crispEdges"
      {...props}
      {...part('qr-code', props)}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
});
