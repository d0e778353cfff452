import type { Account } from '../../core/schemas/index.js';

/** Filters of `useAccounts`, applied to the customer's accounts (the API list has none). */
export interface AccountFilters {
  /** `issued` or `external`. */
  origin?: Account['origin'];
  /** `bank` or `wallet`. */
  type?: Account['type'];
  /** e.g. `ready`. */
  status?: Account['status'];
  /** Whether archived accounts are kept. @default false */
  includeArchived?: boolean;
}

/** The customer's accounts split by origin and type; `other` holds any origin or type paykit does not know. */
export interface AccountGroups {
  issuedBank: Account[];
  issuedWallet: Account[];
  externalBank: Account[];
  externalWallet: Account[];
  other: Account[];
}

const GROUP_OF: Readonly<Record<string, keyof AccountGroups>> = {
  'issued bank': 'issuedBank',
  'issued wallet': 'issuedWallet',
  'external bank': 'externalBank',
  'external wallet': 'externalWallet',
};

/** True when `account` passes every filter given. */
export function matchesAccountFilters(account: Account, filters: AccountFilters = {}): boolean {
  if (!filters.includeArchived && account.status === 'archived' && filters.status !== 'archived') return false;
  if (filters.origin !== undefined && account.origin !== filters.origin) return false;
  if (filters.type !== undefined && account.type !== filters.type) return false;
  return filters.status === undefined || account.status === filters.status;
}

/**
 * Splits accounts by origin and type, keeping their order.
 *
 * @example
 * const { issuedWallet, externalBank } = groupAccounts(accounts);
 */
export function groupAccounts(accounts: readonly Account[]): AccountGroups {
  const groups: AccountGroups = { issuedBank: [], issuedWallet: [], externalBank: [], externalWallet: [], other: [] };
  for (const account of accounts) {
    const group = GROUP_OF[`${account.origin} ${account.type}`] ?? 'other';
    groups[group].push(account);
  }
  return groups;
}
