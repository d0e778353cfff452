import { describe, expect, it } from 'vitest';
import { walletNetworks } from '../schemas/destinationValues.js';
import { isWalletAddressFor, walletAddressProblem, walletNetworkFamily } from './walletAddress.js';

/** EIP-55's own test vectors: all caps, all lower, then mixed case carrying the checksum. */
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const MIXED_CASE = EIP55_VECTORS.slice(4);
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** `address` with the letter at `index` in the other case. */
function flipCase(address: string, index: number): string {
  const letter = address.charAt(index);
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`;
}

/** The indexes of the letters (not digits) of `address` after its first `from` characters. */
function letterIndexes(address: string, from: number): number[] {
  return [...address].flatMap((character, index) => (index >= from && /[a-zA-Z]/.test(character) ? [index] : []));
}

describe('given an EVM address', () => {
  it.each(walletNetworks)('should accept every EIP-55 test vector on %s', (network) => {
    expect(walletNetworkFamily(network)).toBe('evm');
    for (const address of EIP55_VECTORS) expect(walletAddressProblem(network, address)).toBeNull();
  });

  it('should accept a mixed-case address in all lowercase or all uppercase, which carries no checksum', () => {
    for (const address of MIXED_CASE) {
      expect(isWalletAddressFor('ethereum', `0x${address.slice(2).toLowerCase()}`)).toBe(true);
      expect(isWalletAddressFor('ethereum', `0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });

  it('should refuse a mixed-case address with any one letter in the other case, as a bad checksum', () => {
    for (const address of MIXED_CASE) {
      for (const index of letterIndexes(address, 2)) {
        expect(walletAddressProblem('polygon', flipCase(address, index)), `${address} flipped at ${index}`).toBe('address_checksum');
      }
    }
  });

  it.each([
    ['too short', EVM.slice(0, 41)],
    ['too long', `${EVM}0`],
    ['without 0x', EVM.slice(2).padEnd(42, '0')],
    ['with a letter that is not hexadecimal', `${EVM.slice(0, 41)}g`],
    ['with a space', ` ${EVM}`],
  ])('should refuse an address %s as not of the network', (_, address) => {
    expect(walletAddressProblem('base', address)).toBe('address_format');
  });
});

describe('given an address of a family the API may add later', () => {
  it('should know the Tron, Solana and Stellar forms, and leave their checksums to the server', () => {
    expect(isWalletAddressFor('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(walletAddressProblem('tron', EVM)).toBe('address_format');
    expect(walletAddressProblem('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe('address_format');
    expect(isWalletAddressFor('solana', 'So11111111111111111111111111111111111111112')).toBe(true);
    expect(walletAddressProblem('solana', 'So1111111111111111111111111111111111111111l')).toBe('address_format');
    expect(isWalletAddressFor('stellar', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ')).toBe(true);
    expect(walletAddressProblem('stellar', 'SA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ')).toBe('address_format');
  });
});

describe('given a network the kit does not know', () => {
  it('should only ask a non-empty address without whitespace', () => {
    expect(walletNetworkFamily('dogechain')).toBeNull();
    expect(walletNetworkFamily('toString')).toBeNull();
    expect(isWalletAddressFor('dogechain', 'D8vFz4p1L37jdg9xpp')).toBe(true);
    expect(walletAddressProblem('dogechain', 'D8vFz4p1 L37jdg9xpp')).toBe('address_format');
    expect(walletAddressProblem('dogechain', '')).toBe('address_format');
  });
});
