import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { PAGE_HEADER_PROPS, SAMPLE_WIDGET_PROPS } from '../../internal/widget-props.js';
import type {
  ComposedPageDeclaration,
  ComposedPageDefine,
  ComposedPageProps,
  PageLayout,
  PageWidget,
} from './composed-page-declaration.js';

export type { ComposedPageDeclaration } from './composed-page-declaration.js';

type Define = () => CustomElementConstructor;

const row =
  (layout: PageLayout) =>
  (...defines: Define[]): PageWidget[] =>
    defines.map((define) => ({ define, layout }));

/** Widget elements a third of the row wide each, in order. */
export const thirds = row('third');
/** Widget elements half the row wide each, in order. */
export const halves = row('half');
/** Widget elements the whole row wide each, one under the other. */
export const wide = row('wide');

/** How a composed page reads its attributes (r2wc prop kinds). */
const COMPOSED_PAGE_PROPS = { ...SAMPLE_WIDGET_PROPS, ...PAGE_HEADER_PROPS } as const;

/**
 * The define function of a composed page, from its declaration: the header (the product name and
 * title of its tab in the catalogue unless the attributes say others, the POC or Demo badge, the
 * sample note, the date-range and export slots) over a grid of its widget elements, each given the
 * page's mode and sample settings. The page's code loads on first use; the widgets are defined then.
 * The manifest entry is generated from the same declaration and the catalogue
 * (scripts/cem-define-calls.mjs), with the JSDoc's `@summary` and any extra `@csspart`.
 *
 * @example
 * export const defineAdvancedPurchase = defineComposedPage({
 *   tab: ADVANCED_PURCHASE_TAB,
 *   items: [thirds(defineAdvancePurchaseCost, defineAdvancePurchaseRatio, defineAdvancePurchaseByCabin), …],
 * });
 */
export function defineComposedPage(page: ComposedPageDeclaration): ComposedPageDefine {
  const load = () => import('./composed-page.js').then((m) => m.loadComposedPage(page));
  return () =>
    defineLazyElement<ComposedPageProps>(page.tab.tag, page.shoelace ? withShoelaceTheme(load) : load, {
      props: COMPOSED_PAGE_PROPS,
    });
}
