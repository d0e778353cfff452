/**
 * Wallet addresses checked per network family, the way wallets check them: every EVM chain shares
 * one address form with an EIP-55 mixed-case checksum; Tron's base58check (version byte 0x41, a
 * double SHA-256 checksum), Solana's base58 32-byte keys and Stellar's StrKey account IDs (base32,
 * version byte 6 << 3, CRC16-XModem) are checked the same way, synchronously, so a form's checks
 * stay synchronous.
 */
import { keccak256 } from './keccak256.js';
import { sha256 } from './sha256.js';

/** Address families: networks of one family share an address form. */
export type WalletNetworkFamily = 'evm' | 'tron' | 'solana' | 'stellar';

/** The family of each network the kit knows, described or not. */
export const walletNetworkFamilies: Readonly<Record<string, WalletNetworkFamily>> = {
  polygon: 'evm',
  ethereum: 'evm',
  base: 'evm',
  arbitrum: 'evm',
  optimism: 'evm',
  bsc: 'evm',
  avalanche: 'evm',
  tron: 'tron',
  solana: 'solana',
  stellar: 'stellar',
};

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BASE58_DIGITS = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE32_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The address form of each family (its alphabet and length; the checksum is checked apart). */
export const walletAddressForms: Readonly<Record<WalletNetworkFamily, RegExp>> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  tron: /* @__PURE__ */ new RegExp(`^T${BASE58}{33}$`),
  solana: /* @__PURE__ */ new RegExp(`^${BASE58}{32,44}$`),
  stellar: /^G[A-Z2-7]{55}$/,
};

/** Why an address is refused: not of the network's form, or of its form with a checksum that does not match. */
export type WalletAddressProblem = 'address_format' | 'address_checksum';

/**
 * EIP-55: the hex digits of an address, a letter in capitals where the keccak-256 of the
 * lowercase address has a nibble of 8 or more.
 */
function eip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = keccak256(new TextEncoder().encode(lower));
  return [...lower]
    .map((digit, index) => ((((hash[index >> 1] ?? 0) >> (index % 2 === 0 ? 4 : 0)) & 15) >= 8 ? digit.toUpperCase() : digit))
    .join('');
}

/**
 * The bytes `text` (digits of `digits` only) spells as one big-endian number, a leading zero digit
 * for each leading zero byte as base58 writes them. A StrKey's 56 base32 digits hold exactly its
 * 35 bytes and start with a non-zero digit, so base32 reads the same way.
 */
function digitBytes(text: string, digits: string): number[] {
  let value = 0n;
  for (const digit of text) value = value * BigInt(digits.length) + BigInt(digits.indexOf(digit));
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 255n));
  for (const digit of text) {
    if (digit !== digits[0]) break;
    bytes.unshift(0);
  }
  return bytes;
}

/** CRC16-XModem (polynomial 0x1021, start 0), StrKey's checksum. */
function crc16(bytes: readonly number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = ((crc << 1) ^ (crc & 0x8000 ? 0x1021 : 0)) & 0xffff;
  }
  return crc;
}

/** Why an address already of its family's form is refused once decoded, or `null` when its checksum matches. */
function decodedProblem(family: WalletNetworkFamily, address: string): WalletAddressProblem | null {
  switch (family) {
    case 'evm': {
      const hex = address.slice(2);
      // EIP-55: an address in one case carries no checksum and is taken as is.
      return hex === hex.toLowerCase() || hex === hex.toUpperCase() || eip55(hex) === hex ? null : 'address_checksum';
    }
    case 'tron': {
      // Base58check: 0x41, the 20-byte account, then the first 4 bytes of SHA-256(SHA-256(those 21)).
      const bytes = digitBytes(address, BASE58_DIGITS);
      if (bytes.length !== 25 || bytes[0] !== 0x41) return 'address_format';
      const check = sha256(sha256(Uint8Array.from(bytes.slice(0, 21))));
      return bytes.slice(21).every((byte, index) => byte === check[index]) ? null : 'address_checksum';
    }
    case 'solana':
      // A 32-byte public key in base58, without checksum.
      return digitBytes(address, BASE58_DIGITS).length === 32 ? null : 'address_format';
    case 'stellar': {
      // StrKey: version byte 6 << 3 (an account ID, 'G'), the 32-byte key, its CRC16 little-endian.
      const bytes = digitBytes(address, BASE32_DIGITS);
      if (bytes[0] !== 6 << 3) return 'address_format';
      const crc = crc16(bytes.slice(0, 33));
      return bytes[33] === (crc & 255) && bytes[34] === crc >> 8 ? null : 'address_checksum';
    }
  }
}

/** The family of `network`, or `null` for a network the kit does not know (the list is open). */
export function walletNetworkFamily(network: string): WalletNetworkFamily | null {
  return Object.hasOwn(walletNetworkFamilies, network) ? (walletNetworkFamilies[network] ?? null) : null;
}

/**
 * Why `address` is not an address of `network`, or `null` when it is: the family's form, then
 * what it decodes to: on EVM networks the EIP-55 checksum (an address all in lower or upper case
 * carries none and passes), on Tron the base58check version and checksum, on Solana a 32-byte
 * key, on Stellar the StrKey version byte and CRC16. For a network the kit does not know, any
 * non-empty address without whitespace passes: the server is the judge.
 *
 * @example
 * walletAddressProblem('base', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // null
 * walletAddressProblem('base', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'); // 'address_checksum'
 * walletAddressProblem('tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // 'address_format'
 * walletAddressProblem('tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeK'); // 'address_checksum'
 */
export function walletAddressProblem(network: string, address: string): WalletAddressProblem | null {
  const family = walletNetworkFamily(network);
  if (family === null) return address.length > 0 && !/\s/.test(address) ? null : 'address_format';
  return walletAddressForms[family].test(address) ? decodedProblem(family, address) : 'address_format';
}

/**
 * Whether `address` is an address of `network`, its checksum included (see {@link walletAddressProblem}).
 *
 * @example
 * isWalletAddressFor('base', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // true
 * isWalletAddressFor('dogechain', 'D8vFz4p1L37jdg9xpp'); // true (unknown network)
 */
export function isWalletAddressFor(network: string, address: string): boolean {
  return walletAddressProblem(network, address) === null;
}
