// A part of a widget loaded on need (widget.json `parts`) brings its own catalog, so the widget's
// first render does not download the texts of popups and sections the shopper may never open.
import { useEffect, useState, type ComponentType } from 'react';
import { i18n, isCatalogLoaded, loadCatalog, type Catalog } from './index';
import { reportError } from '../shell/page';
import type { Lang } from '../domain/lang';

/** True once `catalog` is in for the page's language (false until then; a failed load is reported). */
export function useCatalog(catalog: Catalog): boolean {
  const lang = i18n.locale as Lang;
  const [ready, setReady] = useState(() => isCatalogLoaded(lang, [catalog]));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCatalog(lang, [catalog]).then(
      () => live && setReady(true),
      (error: unknown) => reportError(error),
    );
    return () => {
      live = false;
    };
  }, [lang, catalog, ready]);
  return ready;
}

/** `Component`, rendered once its part's catalog is in. */
export function withCatalog<P extends object>(Component: ComponentType<P>, catalog: Catalog): ComponentType<P> {
  return function WithCatalog(props: P) {
    return useCatalog(catalog) ? <Component {...props} /> : null;
  };
}
