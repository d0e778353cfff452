import { QrCode, type QrCodeProps } from '../primitives/QrCode/QrCode.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DepositAddressQr}: any `<svg>` attribute but its drawing, plus the ones below. */
export interface DepositAddressQrProps extends QrCodeProps {
  /** The text the code carries: the deposit address as given by the API, or a payment request for it. */
  value: string;
}

/**
 * A QR code of a deposit address, for a wallet app to scan: a {@link QrCode} (inline SVG, black on
 * white with a quiet zone, nothing a strict Content-Security-Policy blocks), sized by the
 * `deposit-address-qr` part.
 */
export const DepositAddressQr = forwardRefAsProp(function DepositAddressQr(props: DepositAddressQrProps) {
  return <QrCode {...props} {...part('deposit-address-qr', props)} />;
});
