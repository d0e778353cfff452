/** Known tax identifier types. */
export const taxIdentifierTypes = ['ssn', 'itin', 'ein', 'tin', 'vat', 'cpf', 'cnpj', 'other'] as const;
