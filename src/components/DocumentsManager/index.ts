export { DocumentItem, documentName, type DocumentItemProps } from './DocumentItem.js';
export { DocumentsManager, type DocumentsManagerProps } from './DocumentsManager.js';
