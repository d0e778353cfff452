import { describe, expect, it } from 'vitest';
import { walletNetworks } from '../schemas/destinationValues.js';
import { isWalletAddressFor, walletNetworkFamily } from './walletAddress.js';

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

describe('given a wallet address', () => {
  it.each(walletNetworks)('should accept an EVM address on %s, in any letter case', (network) => {
    expect(walletNetworkFamily(network)).toBe('evm');
    expect(isWalletAddressFor(network, EVM)).toBe(true);
    expect(isWalletAddressFor(network, EVM.toLowerCase())).toBe(true);
  });

  it.each([
    ['too short', EVM.slice(0, 41)],
    ['too long', `${EVM}0`],
    ['without 0x', EVM.slice(2).padEnd(42, '0')],
    ['with a letter that is not hexadecimal', `${EVM.slice(0, 41)}g`],
    ['with a space', ` ${EVM}`],
  ])('should refuse an EVM address %s', (_, address) => {
    expect(isWalletAddressFor('base', address)).toBe(false);
  });

  it('should know the Tron, Solana and Stellar forms before the API lists them', () => {
    expect(isWalletAddressFor('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isWalletAddressFor('tron', EVM)).toBe(false);
    expect(isWalletAddressFor('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
    expect(isWalletAddressFor('solana', 'So11111111111111111111111111111111111111112')).toBe(true);
    expect(isWalletAddressFor('solana', 'So1111111111111111111111111111111111111111l')).toBe(false);
    expect(isWalletAddressFor('stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe(true);
    expect(isWalletAddressFor('stellar', 'SAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe(false);
  });

  it('should only ask a non-empty address without whitespace on a network it does not know', () => {
    expect(walletNetworkFamily('dogechain')).toBeNull();
    expect(walletNetworkFamily('toString')).toBeNull();
    expect(isWalletAddressFor('dogechain', 'D8vFz4p1L37jdg9xpp')).toBe(true);
    expect(isWalletAddressFor('dogechain', 'D8vFz4p1 L37jdg9xpp')).toBe(false);
    expect(isWalletAddressFor('dogechain', '')).toBe(false);
  });
});
