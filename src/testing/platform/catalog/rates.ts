/**
 * What one unit of each currency is worth in US dollars, as exact decimal strings. Rates between
 * two currencies divide these; stablecoins are pegged at 1.
 */
export const usdValue: Readonly<Record<string, string>> = {
  USD: '1',
  USDC: '1',
  USDT: '1',
  EUR: '1.08',
  GBP: '1.27',
  BRL: '0.18',
  MXN: '0.055',
};

/** Wallet networks the fake issues and accepts, with the address form each uses. */
export const walletNetworks: Readonly<Record<string, RegExp>> = {
  polygon: /^0x[0-9a-fA-F]{40}$/,
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  base: /^0x[0-9a-fA-F]{40}$/,
  arbitrum: /^0x[0-9a-fA-F]{40}$/,
  optimism: /^0x[0-9a-fA-F]{40}$/,
  bsc: /^0x[0-9a-fA-F]{40}$/,
  avalanche: /^0x[0-9a-fA-F]{40}$/,
};
