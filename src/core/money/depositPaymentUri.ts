/**
 * The payment request a wallet app understands for a deposit address, to put in its QR code:
 * EIP-681 on EVM networks, Solana Pay on Solana, SEP-7 on Stellar, the bare address otherwise.
 * A request names the token only when the API names it (`tokenAddress`): paykit never guesses a
 * token contract, since a wrong one sends money where it cannot be recovered.
 */

/** The chain id of each EVM network the kit knows (EIP-155). */
export const evmChainIds: Readonly<Record<string, number>> = {
  ethereum: 1,
  optimism: 10,
  bsc: 56,
  polygon: 137,
  base: 8453,
  arbitrum: 42161,
  avalanche: 43114,
};

/** What a deposit QR code asks to be paid. */
export interface DepositPaymentRequest {
  network: string;
  /** The deposit address. */
  address: string;
  /** The amount to send, a decimal string in the currency's units (`"100.50"`). */
  amount?: string | null;
  /** The currency to send (`USDC`). */
  currency?: string | null;
  /** The token contract (EVM), mint (Solana) or asset issuer (Stellar), when the API names it. */
  tokenAddress?: string | null;
  /** The token's decimals on that network, needed for an EIP-681 amount. */
  tokenDecimals?: number | null;
  /** The memo (destination tag) the network needs, when it needs one. */
  memo?: string | null;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `amount` in base units of a token with `decimals`, or `null` when it does not fit them exactly. */
function toBaseUnits(amount: string, decimals: number): string | null {
  const match = DECIMAL.exec(amount);
  if (!match || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`).toString();
}

const query = (parameters: Record<string, string | null | undefined>): string =>
  Object.entries(parameters)
    .flatMap(([name, value]) => (value ? [`${name}=${encodeURIComponent(value)}`] : []))
    .join('&');

/**
 * The URI to encode in a deposit address's QR code:
 * - EVM with a token: `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<base units>`
 *   (the amount only when the token's decimals are known and the amount fits them);
 * - Solana with a mint: `solana:<address>?amount=<amount>&spl-token=<mint>&memo=<memo>`;
 * - Stellar with an issuer: `web+stellar:pay?destination=…&amount=…&asset_code=…&asset_issuer=…&memo=…`;
 * - anything else, or any network without the token named: the bare address.
 *
 * @example
 * depositPaymentUri({ network: 'base', address: '0xAb…', amount: '25.5', currency: 'USDC', tokenAddress: '0x83…', tokenDecimals: 6 });
 * // 'ethereum:0x83…@8453/transfer?address=0xAb…&uint256=25500000'
 */
export function depositPaymentUri(request: DepositPaymentRequest): string {
  const { network, address, amount, currency, tokenAddress, tokenDecimals, memo } = request;
  if (!tokenAddress) return address;
  const chainId = Object.hasOwn(evmChainIds, network) ? evmChainIds[network] : undefined;
  if (chainId !== undefined) {
    const units = amount && tokenDecimals !== null && tokenDecimals !== undefined ? toBaseUnits(amount, tokenDecimals) : null;
    return `ethereum:${tokenAddress}@${chainId}/transfer?${query({ address, uint256: units })}`;
  }
  const plainAmount = amount && DECIMAL.test(amount) ? amount : null;
  if (network === 'solana') return `solana:${address}?${query({ amount: plainAmount, 'spl-token': tokenAddress, memo })}`;
  if (network === 'stellar' && currency) {
    return `web+stellar:pay?${query({
      destination: address,
      amount: plainAmount,
      asset_code: currency,
      asset_issuer: tokenAddress,
      memo,
      memo_type: memo ? (/^\d+$/.test(memo) ? 'MEMO_ID' : 'MEMO_TEXT') : null,
    })}`;
  }
  return address;
}
