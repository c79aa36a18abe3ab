// The scanner part (widget.json `parts`): the eKYC scanner, loaded when the shopper starts the scan,
// with its own texts (locales/<lang>/personal-info-scanner.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import ScannerDialog from './Scanner';

export const SCANNER_CATALOG = {
  en: () => import('../../../locales/en/personal-info-scanner'),
  ar: () => import('../../../locales/ar/personal-info-scanner'),
};

export const Scanner = withCatalog(ScannerDialog, SCANNER_CATALOG);
