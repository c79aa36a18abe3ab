// The upload part (widget.json `parts`): the documents section and its slots, loaded when the step
// first shows a document slot, with its own texts (locales/<lang>/personal-info-upload.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { Documents as DocumentsSection } from './Documents';

export const UPLOAD_CATALOG = {
  en: () => import('../../../locales/en/personal-info-upload'),
  ar: () => import('../../../locales/ar/personal-info-upload'),
};

export const Documents = withCatalog(DocumentsSection, UPLOAD_CATALOG);
