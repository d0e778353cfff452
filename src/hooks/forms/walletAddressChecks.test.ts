import { describe, expect, it } from 'vitest';
import { walletAddressProblem } from './index.js';

/**
 * One real address per checksummed family, then the same with one character changed. The reason
 * names the message a headless app shows: `payees.problem.address_checksum` or `…address_format`.
 */
const ADDRESSES = [
  ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
  ['tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeK'],
  ['stellar', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGA'],
] as const;

describe('given a headless app checking a wallet address through paykit/forms', () => {
  it.each(ADDRESSES)('should say a %s address with one character changed has a bad checksum', (network, valid, changed) => {
    expect(walletAddressProblem(network, valid)).toBeNull();
    expect(walletAddressProblem(network, changed)).toBe('address_checksum');
  });

  it('should say an address of another network is not of the chosen one', () => {
    expect(walletAddressProblem('tron', ADDRESSES[0][1])).toBe('address_format');
  });

  it('should tell a Solana key of the wrong length from a checksum, which Solana keys do not carry', () => {
    expect(walletAddressProblem('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBeNull();
    expect(walletAddressProblem('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v1')).toBe('address_format');
  });
});
