import { describe, expect, it } from 'vitest';
import { depositPaymentUri, evmChainIds } from './depositPaymentUri.js';

const TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const SOLANA_TO = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const STELLAR_TO = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
const USDC_ISSUER = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN';

describe('given a deposit address on an EVM network', () => {
  it('should ask for an EIP-681 token transfer with the amount in base units', () => {
    expect(
      depositPaymentUri({ network: 'base', address: TO, amount: '25.50', currency: 'USDC', tokenAddress: USDC_BASE, tokenDecimals: 6 }),
    ).toBe(`ethereum:${USDC_BASE}@8453/transfer?address=${TO}&uint256=25500000`);
  });

  it('should use the chain id of each network, and 18 decimals where the token has them', () => {
    expect(evmChainIds).toEqual({ ethereum: 1, optimism: 10, bsc: 56, polygon: 137, base: 8453, arbitrum: 42161, avalanche: 43114 });
    expect(depositPaymentUri({ network: 'bsc', address: TO, amount: '1', tokenAddress: USDC_BASE, tokenDecimals: 18 })).toBe(
      `ethereum:${USDC_BASE}@56/transfer?address=${TO}&uint256=1000000000000000000`,
    );
  });

  it('should leave the amount out when the decimals are unknown or the amount is finer than them', () => {
    expect(depositPaymentUri({ network: 'polygon', address: TO, amount: '25.5', tokenAddress: USDC_BASE })).toBe(
      `ethereum:${USDC_BASE}@137/transfer?address=${TO}`,
    );
    expect(depositPaymentUri({ network: 'polygon', address: TO, amount: '0.0000001', tokenAddress: USDC_BASE, tokenDecimals: 6 })).toBe(
      `ethereum:${USDC_BASE}@137/transfer?address=${TO}`,
    );
  });

  it('should be the bare address when the API names no token: paykit never guesses a contract', () => {
    expect(depositPaymentUri({ network: 'ethereum', address: TO, amount: '25.50', currency: 'USDC' })).toBe(TO);
  });
});

describe('given a deposit address on Solana or Stellar', () => {
  it('should ask for a Solana Pay transfer of the SPL token, with the memo', () => {
    expect(
      depositPaymentUri({
        network: 'solana',
        address: SOLANA_TO,
        amount: '1.01',
        currency: 'USDC',
        tokenAddress: USDC_MINT,
        memo: 'OrderId 5678',
      }),
    ).toBe(`solana:${SOLANA_TO}?amount=1.01&spl-token=${USDC_MINT}&memo=OrderId%205678`);
  });

  it('should ask for a SEP-7 payment of the asset, with a numeric memo as an id', () => {
    expect(
      depositPaymentUri({
        network: 'stellar',
        address: STELLAR_TO,
        amount: '120.1',
        currency: 'USDC',
        tokenAddress: USDC_ISSUER,
        memo: '42',
      }),
    ).toBe(`web+stellar:pay?destination=${STELLAR_TO}&amount=120.1&asset_code=USDC&asset_issuer=${USDC_ISSUER}&memo=42&memo_type=MEMO_ID`);
  });

  it('should be the bare address on a network without a payment URI, or without the token', () => {
    expect(depositPaymentUri({ network: 'tron', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', tokenAddress: 'TX', amount: '1' })).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(depositPaymentUri({ network: 'solana', address: SOLANA_TO, amount: '1' })).toBe(SOLANA_TO);
    expect(depositPaymentUri({ network: 'stellar', address: STELLAR_TO, tokenAddress: USDC_ISSUER })).toBe(STELLAR_TO);
  });
});
