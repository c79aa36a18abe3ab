// A widget is a custom element (r2wc, open shadow DOM) around a Screen: attributes parsed by a
// valibot schema, an error boundary, the page's store and language, styles in the shadow root.
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState, type ComponentType } from 'react';
import { I18nProvider } from '@lingui/react';
import * as v from 'valibot';
import { STOREFRONT, i18n, isCatalogLoaded, loadCatalog, type Catalog } from '../i18n';
import BASE_CSS from '../components/styles.css';
import { WidgetErrorBoundary } from './error-boundary';
import { bootPage, reportError } from './page';
import { adoptStyles, canAdoptStyles } from './styles';
import { attributesSchema, type AttributeDescriptions } from '../schemas/attributes';
import { direction } from '../domain/lang';

interface WidgetProps {
  container?: ShadowRoot | HTMLElement;
  [attribute: string]: unknown;
}

/** What the shell reads of widgets/<name>/widget.json (named imports: the rest stays out of the bundle). */
export interface WidgetDescription {
  tag: string;
  attributes: AttributeDescriptions;
  /** a step of the purchase flow: defined by defineCheckoutWidget (src/checkout), which brings its catalog and actions */
  checkout: boolean;
  /** the name of the widget's own catalog (locales/<lang>/<catalog>), whose loaders it hands over */
  catalog?: string;
}

interface BodyProps<A> {
  catalogs: readonly Catalog[];
  Screen: ComponentType<A>;
  schema: ReturnType<typeof attributesSchema>;
  attributes: Record<string, unknown>;
}

function WidgetBody<A extends object>({ catalogs, Screen, schema, attributes }: BodyProps<A>) {
  const store = bootPage();
  const lang = store.getState().env.config.lang;
  const [ready, setReady] = useState(() => isCatalogLoaded(lang, catalogs));
  const [, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!ready)
      loadCatalog(lang, catalogs).then(
        () => setReady(true),
        (error: unknown) =>
          setFailure(() => {
            throw error;
          }),
      );
  }, [lang, ready, catalogs]);
  const parsed = v.safeParse(schema, attributes);
  if (!parsed.success) throw new Error(`invalid_attributes: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
  // until then the element shows what the page put inside it (a listing the bridge printed: LightDom)
  if (!ready) return <slot />;
  return (
    <I18nProvider i18n={i18n}>
      <div className="root" part="root" lang={lang} dir={direction(lang)}>
        <Screen {...(parsed.output as A)} />
      </div>
    </I18nProvider>
  );
}

/**
 * Defines the widget's custom element; it renders once its catalogs of the page's language are in (src/i18n):
 * storefront, and its own when its widget.json names one (`own`: the loaders import
 * locales/<lang>/<catalog>, spelt out so that only the entries that name them reach them).
 * A checkout widget (widget.json `checkout`) is defined by defineCheckoutWidget, which adds the
 * purchase flow's catalog and actions: here it is refused, so the description and the code agree.
 * `A`, the Screen's props, is its typed reading of the described attributes, which the schema built
 * from the description guarantees at run time (test/widgets/widget-descriptions.test.ts).
 */
export function defineWidget<A extends object>(description: WidgetDescription, Screen: ComponentType<A>, css = '', own?: Catalog): void {
  if (description.checkout) throw new Error(`${description.tag}: widget.json says checkout, so defineCheckoutWidget defines it`);
  defineElement(description, Screen, css, own, []);
}

/** defineWidget's work, and defineCheckoutWidget's with the purchase flow's catalog (`flow`). */
export function defineElement<A extends object>(
  { tag, attributes, catalog }: WidgetDescription,
  Screen: ComponentType<A>,
  css: string,
  own: Catalog | undefined,
  flow: readonly Catalog[],
): void {
  if ((catalog === undefined) !== (own === undefined))
    throw new Error(`${tag}: widget.json ${catalog ? `names the catalog ${catalog} but no loaders come` : 'names no catalog'}`);
  const schema = attributesSchema(attributes);
  const all = [STOREFRONT, ...flow, ...(own ? [own] : [])];
  function Widget({ container, ...attributes }: WidgetProps) {
    const adopted = canAdoptStyles(container);
    useEffect(() => {
      if (adopted) adoptStyles(container, [BASE_CSS, css]);
    }, [container, adopted]);
    return (
      <>
        {!adopted && <style>{BASE_CSS + css}</style>}
        <WidgetErrorBoundary onError={reportError}>
          <WidgetBody catalogs={all} Screen={Screen} schema={schema} attributes={attributes} />
        </WidgetErrorBoundary>
      </>
    );
  }
  const props = Object.fromEntries(Object.keys(schema.entries).map((name) => [name, 'string' as const]));
  if (!customElements.get(tag)) customElements.define(tag, renderWhenConnected(r2wc(Widget, { shadow: 'open', props })));
}

/** r2wc's own flag of an element in the document, under which it renders (`Symbol.for`: r2wc's registry key). */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/**
 * r2wc's element starts out flagged connected, so an upgrade renders the widget once per attribute
 * the parser reports (before `connectedCallback`) and once more on connection. Flagged off until
 * `connectedCallback` (which flags it on and renders), the element renders once when it starts:
 * what the page's first paint waits for (issue 15). Attribute changes later render as before.
 */
function renderWhenConnected(Element: CustomElementConstructor): CustomElementConstructor {
  return class extends Element {
    constructor() {
      super();
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
    }
  };
}
