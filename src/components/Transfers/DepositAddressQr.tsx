import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { partClass } from '../partClass.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DepositAddressQr}: any `<img>` attribute but `src`, plus the ones below. */
export interface DepositAddressQrProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> {
  /** The text the code carries: the deposit address as given by the API. */
  value: string;
  /** The text alternative, naming what the code holds (the address is also shown as text beside it). */
  alt: string;
}

/**
 * A QR code of a deposit address, for a wallet app to scan. Drawn by `lean-qr` as an SVG
 * `data:` image (black on white with the standard quiet zone, whatever the theme, so scanners
 * read it), which needs `img-src data:` in a Content-Security-Policy and no inline style.
 */
export const DepositAddressQr = forwardRefAsProp(function DepositAddressQr({ value, alt, ...props }: DepositAddressQrProps) {
  const src = useMemo(() => toSvgDataURL(generate(value), { on: '#000000', off: '#ffffff', pad: 4 }), [value]);
  return (
    <img
      data-slot="deposit-address-qr"
      src={src}
      alt={alt}
      width={160}
      height={160}
      {...props}
      className={partClass('deposit-address-qr', props.className)}
    />
  );
});
