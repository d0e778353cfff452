/**
 * Wallet addresses checked per network family: every EVM chain shares one address form, and the
 * families the API may add later (Tron, Solana, Stellar) are known here before they appear.
 */

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

/** The address form of each family. */
export const walletAddressForms: Readonly<Record<WalletNetworkFamily, RegExp>> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  tron: /* @__PURE__ */ new RegExp(`^T${BASE58}{33}$`),
  solana: /* @__PURE__ */ new RegExp(`^${BASE58}{32,44}$`),
  stellar: /^G[A-Z2-7]{55}$/,
};

/** The family of `network`, or `null` for a network the kit does not know (the list is open). */
export function walletNetworkFamily(network: string): WalletNetworkFamily | null {
  return Object.hasOwn(walletNetworkFamilies, network) ? (walletNetworkFamilies[network] ?? null) : null;
}

/**
 * Whether `address` has the form of `network`'s family. For a network the kit does not know, any
 * non-empty address without whitespace passes: the server is the judge.
 *
 * @example
 * isWalletAddressFor('base', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'); // true
 * isWalletAddressFor('dogechain', 'D8vFz4p1L37jdg9xpp'); // true (unknown network)
 */
export function isWalletAddressFor(network: string, address: string): boolean {
  const family = walletNetworkFamily(network);
  if (family === null) return address.length > 0 && !/\s/.test(address);
  return walletAddressForms[family].test(address);
}
