/** An institution (partner bank) the fake offers. Ids are opaque to clients. */
export interface CatalogInstitution {
  id: string;
  name: string;
  bic: string;
  country: string;
  methods: readonly string[];
}

/** Every institution of the fake platform. */
export const institutions: readonly CatalogInstitution[] = [
  { id: 'inst_lead_bank', name: 'Lead Bank', bic: 'LEADUS44', country: 'US', methods: ['ach', 'wire', 'rtp'] },
  { id: 'inst_cross_river', name: 'Cross River Bank', bic: 'CRRVUS33', country: 'US', methods: ['ach', 'wire'] },
  { id: 'inst_banking_circle', name: 'Banking Circle', bic: 'SXPYDEHH', country: 'DE', methods: ['sepa', 'sepa_instant', 'swift'] },
  { id: 'inst_modulr', name: 'Modulr Finance', bic: 'MODRGB21', country: 'GB', methods: ['faster_payments', 'sepa'] },
  { id: 'inst_banco_genial', name: 'Banco Genial', bic: 'BGNLBRSP', country: 'BR', methods: ['pix'] },
  { id: 'inst_stp', name: 'Sistema de Transferencias y Pagos', bic: 'STPMMXMM', country: 'MX', methods: ['spei'] },
];

/** The institution with `id`, if the fake offers it. */
export function findInstitution(id: string): CatalogInstitution | undefined {
  return institutions.find((institution) => institution.id === id);
}
