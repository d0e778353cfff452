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

/** Real Tron addresses: TRON's documentation example (hex 418840E6…D808), USDT's contract, an account. */
const TRON = ['TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'];
/** Real Solana keys: wrapped SOL, the system program (32 zero bytes), USDC's mint, the token program. */
const SOLANA = [
  'So11111111111111111111111111111111111111112',
  '11111111111111111111111111111111',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
];
/** Stellar account IDs: SEP-23's valid account, the SDKs' StrKey test account, SEP-5's first account. */
const STELLAR = [
  'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ',
  'GBPXXOA5N4JYPESHAADMQKBPWZWQDQ64ZV6ZL2S3LAGW4SY7NTCMWIVL',
  'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6',
];

/** `address` with the character at `index` replaced by the next one of `digits`. */
function changeDigit(address: string, index: number, digits: string): string {
  const next = digits.charAt((digits.indexOf(address.charAt(index)) + 1) % digits.length);
  return `${address.slice(0, index)}${next}${address.slice(index + 1)}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

describe('given a Tron address (base58check)', () => {
  it('should accept real addresses', () => {
    for (const address of TRON) expect(walletAddressProblem('tron', address), address).toBeNull();
  });

  it('should refuse any one changed character, by its double SHA-256 checksum', () => {
    for (const address of TRON) {
      for (let index = 1; index < address.length; index += 1) {
        expect(walletAddressProblem('tron', changeDigit(address, index, BASE58)), `${address} changed at ${index}`).not.toBeNull();
      }
    }
    expect(walletAddressProblem('tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeK')).toBe('address_checksum');
    expect(walletAddressProblem('tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqLe')).toBe('address_checksum');
  });

  it('should refuse a wrong length or another form as not of the network', () => {
    expect(walletAddressProblem('tron', TRON[0]!.slice(0, 33))).toBe('address_format');
    expect(walletAddressProblem('tron', `${TRON[0]!}1`)).toBe('address_format');
    expect(walletAddressProblem('tron', EVM)).toBe('address_format');
    expect(walletAddressProblem('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe('address_format');
  });
});

describe('given a Solana address (a base58 32-byte key, without checksum)', () => {
  it('should accept real keys, leading zero bytes included', () => {
    for (const address of SOLANA) expect(walletAddressProblem('solana', address), address).toBeNull();
  });

  it('should refuse what does not decode to exactly 32 bytes', () => {
    expect(walletAddressProblem('solana', '1111111111111111111111111111111111')).toBe('address_format');
    expect(walletAddressProblem('solana', 'So1111111111111111111111111111111111111111')).toBe('address_format');
    expect(walletAddressProblem('solana', 'zPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('address_format');
    expect(walletAddressProblem('solana', `${SOLANA[2]!}1`)).toBe('address_format');
    expect(walletAddressProblem('solana', 'So1111111111111111111111111111111111111111l')).toBe('address_format');
  });
});

describe('given a Stellar account ID (StrKey)', () => {
  it('should accept real account IDs', () => {
    for (const address of STELLAR) expect(walletAddressProblem('stellar', address), address).toBeNull();
  });

  it('should refuse any one changed character, by its version byte or CRC16', () => {
    for (const address of STELLAR) {
      for (let index = 1; index < address.length; index += 1) {
        expect(walletAddressProblem('stellar', changeDigit(address, index, BASE32)), `${address} changed at ${index}`).not.toBeNull();
      }
    }
    expect(walletAddressProblem('stellar', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGA')).toBe('address_checksum');
  });

  it('should refuse another StrKey kind, a wrong version byte or a wrong length as not of the network', () => {
    // SEP-23: the low 3 bits of this version byte are 7, no key type.
    expect(walletAddressProblem('stellar', 'G47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVP2I')).toBe('address_format');
    expect(walletAddressProblem('stellar', 'SBGWKM3CD4IL47QN6X54N6Y33T3JDNVI6AIJ6CD5IM47HG3IG4O36XCU')).toBe('address_format');
    expect(walletAddressProblem('stellar', STELLAR[0]!.slice(0, 55))).toBe('address_format');
    expect(walletAddressProblem('stellar', `${STELLAR[0]!}A`)).toBe('address_format');
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
