/** Kinds of funding instructions. */
export const transferInstructionTypes = ['bank_transfer', 'deposit_address'] as const;
