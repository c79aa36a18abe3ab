// Lingui (README "Translations"): `npm run extract` writes the texts of src/ and widgets/ into the
// PO files translators edit, one pair per catalog: locales/<lang>/storefront.po (src/ and the
// widgets of every page) and locales/<lang>/checkout.po (src/checkout/ and the widgets whose
// widget.json says `checkout`: only their pages load it), and locales/<lang>/<catalog>.po for a checkout
// widget whose widget.json names its own `catalog` (its folder's texts, loaded by its pages only), and
// locales/<lang>/<catalog>-<part>.po for each of its `parts` (a sub-folder loaded on need, with its texts).
// locales/<lang>/site.po holds the texts of src/site/ (000 §2.1 the cart exit popup), loaded only with
// the popup's chunk; locales/<lang>/session-expiry.po those of src/session-expiry/ (000 §4.3 the
// session-expiry popup), loaded with it; locales/<lang>/cart-restore.po those of the header badge's
// abandoned_cart_popup (000 §4.4), loaded with its chunk; locales/<lang>/shop-popup.po those of src/shop/popup/ (the
// shop pages' replace popup, contract §8.6–8.7), loaded with it. Source text as msgid, Lingui's hash as the runtime id.
// `npm run compile` turns them into locales/<lang>/<catalog>.ts (build output), failing on a
// missing translation (--strict).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readWidgets } from './scripts/widgets.mjs';

const widgets = readWidgets(process.cwd());
const folders = (checkout) =>
  widgets.filter((widget) => widget.checkout === checkout && !widget.catalog).map(({ name }) => `<rootDir>/widgets/${name}`);
const own = widgets
  .filter((widget) => widget.catalog)
  .flatMap(({ name, catalog, parts }) => [
    {
      path: `<rootDir>/locales/{locale}/${catalog}`,
      include: [`<rootDir>/widgets/${name}`],
      exclude: parts.map((part) => `<rootDir>/widgets/${name}/${part}/**`),
    },
    ...parts.map((part) => ({ path: `<rootDir>/locales/{locale}/${catalog}-${part}`, include: [`<rootDir>/widgets/${name}/${part}`] })),
  ]);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/storefront',
      include: ['<rootDir>/src', ...folders(false)],
      exclude: [
        '<rootDir>/src/checkout/**',
        '<rootDir>/src/site/**',
        '<rootDir>/src/session-expiry/**',
        '<rootDir>/widgets/cart-badge/RestorePopup.tsx',
        '<rootDir>/src/shop/popup/**',
      ],
    },
    { path: '<rootDir>/locales/{locale}/shop-popup', include: ['<rootDir>/src/shop/popup'] },
    { path: '<rootDir>/locales/{locale}/cart-restore', include: ['<rootDir>/widgets/cart-badge/RestorePopup.tsx'] },
    { path: '<rootDir>/locales/{locale}/site', include: ['<rootDir>/src/site'] },
    { path: '<rootDir>/locales/{locale}/session-expiry', include: ['<rootDir>/src/session-expiry'] },
    { path: '<rootDir>/locales/{locale}/checkout', include: ['<rootDir>/src/checkout', ...folders(true)] },
    ...own,
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'origin',
});
