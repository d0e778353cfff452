import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scanQrCode } from '../test-support/scanQrCode.js';
import { DepositAddressDetails } from './DepositAddressDetails.js';

const TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDC_POLYGON = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';

/** What a wallet app's camera reads from the deposit address's QR code. */
const scanned = () => scanQrCode(screen.getByRole('img', { name: /QR code/ }));

describe('given a deposit address whose token the API names', () => {
  it('should show a QR code a wallet reads as an EIP-681 request for the amount of that token', () => {
    render(
      <DepositAddressDetails
        depositAddress={{ network: 'polygon', address: TO, currency: 'USDC', tokenAddress: USDC_POLYGON, tokenDecimals: 6 }}
        amount="100.25"
      />,
    );

    expect(scanned()).toBe(`ethereum:${USDC_POLYGON}@137/transfer?address=${TO}&uint256=100250000`);
  });

  it('should show a QR code a wallet reads as a Stellar SEP-7 payment with its memo', () => {
    const destination = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
    const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN';
    render(
      <DepositAddressDetails
        depositAddress={{ network: 'stellar', address: destination, memo: '4711', tokenAddress: issuer }}
        fallbackCurrency="USDC"
        amount="12"
      />,
    );

    expect(scanned()).toBe(
      `web+stellar:pay?destination=${destination}&amount=12&asset_code=USDC&asset_issuer=${issuer}&memo=4711&memo_type=MEMO_ID`,
    );
  });
});

describe('given a deposit address without its token', () => {
  it('should show a QR code of the bare address, never a guessed contract', () => {
    render(<DepositAddressDetails depositAddress={{ network: 'base', address: TO, currency: 'USDC' }} amount="100.25" />);

    expect(scanned()).toBe(TO);
  });
});
