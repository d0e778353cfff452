/**
 * Wallet addresses checked per network family, the way wallets check them: every EVM chain shares
 * one address form with an EIP-55 mixed-case checksum; the families the API may add later (Tron,
 * Solana, Stellar) are known here by their form before they appear (their checksums are left to
 * the server: base58check, base58 and StrKey decoders cost more than `paykit/forms` has room for).
 */
import { keccak256 } from './keccak256.js';

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

/** Whether an address already of its family's form carries a checksum that matches. */
function hasValidChecksum(family: WalletNetworkFamily, address: string): boolean {
  switch (family) {
    case 'evm': {
      const hex = address.slice(2);
      // EIP-55: an address in one case carries no checksum and is taken as is.
      return hex === hex.toLowerCase() || hex === hex.toUpperCase() || eip55(hex) === hex;
    }
    default:
      return true;
  }
}

/** The family of `network`, or `null` for a network the kit does not know (the list is open). */
export function walletNetworkFamily(network: string): WalletNetworkFamily | null {
  return Object.hasOwn(walletNetworkFamilies, network) ? (walletNetworkFamilies[network] ?? null) : null;
}

/**
 * Why `address` is not an address of `network`, or `null` when it is: the family's form, and on
 * EVM networks the EIP-55 checksum (an address all in lower or upper case carries none and
 * passes). For a network the kit does not know, any non-empty address without whitespace
 * passes: the server is the judge.
 *
 * @example
 * walletAddressProblem('base', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // null
 * walletAddressProblem('base', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'); // 'address_checksum'
 * walletAddressProblem('tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // 'address_format'
 */
export function walletAddressProblem(network: string, address: string): WalletAddressProblem | null {
  const family = walletNetworkFamily(network);
  if (family === null) return address.length > 0 && !/\s/.test(address) ? null : 'address_format';
  if (!walletAddressForms[family].test(address)) return 'address_format';
  return hasValidChecksum(family, address) ? null : 'address_checksum';
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
