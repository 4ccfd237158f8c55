import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS } from '../../internal/widget-props.js';
import type { ComposedPageDeclaration, ComposedPageProps } from './composed-page-declaration.js';

export type { ComposedPageDeclaration, ComposedPageProps } from './composed-page-declaration.js';

/** How a composed page reads its attributes (r2wc prop kinds). */
const COMPOSED_PAGE_PROPS = {
  ...SAMPLE_WIDGET_PROPS,
  productName: 'string',
  tabTitle: 'string',
} as const;

/**
 * The define function of a composed page, from its declaration: the header (product name, tab
 * title, the POC or Demo badge, the sample note, the date-range and export slots) over a grid of its
 * widget elements, each given the page's mode and sample settings. The page's code loads on first
 * use; the widgets are defined then. The manifest entry is generated from the same declaration
 * (scripts/cem-define-calls.mjs), with the JSDoc's `@summary` and any extra `@csspart`.
 *
 * @example
 * export const defineAdvancedPurchase = defineComposedPage({
 *   tag: 'tripsight-advanced-purchase',
 *   productName: 'Policy Insights',
 *   tabTitle: 'Advanced purchase',
 *   items: [{ define: defineAdvancePurchaseCost, layout: 'third' }, …],
 * });
 */
export function defineComposedPage(page: ComposedPageDeclaration): () => CustomElementConstructor {
  const load = () => import('./composed-page.js').then((m) => m.loadComposedPage(page));
  return () =>
    defineLazyElement<ComposedPageProps>(page.tag, page.shoelace ? withShoelaceTheme(load) : load, {
      props: COMPOSED_PAGE_PROPS,
    });
}
