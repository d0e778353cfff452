export { capabilityCatalog, capabilityTitle, findCatalogCapability, isBankBacked, type CatalogCapability } from './capabilities.js';
export { findInstitution, institutions, type CatalogInstitution } from './institutions.js';
export { usdValue, walletNetworks } from './rates.js';
