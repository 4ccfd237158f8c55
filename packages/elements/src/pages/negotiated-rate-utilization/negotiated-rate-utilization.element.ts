import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';

/**
 * @summary The negotiated rate utilization page (hotel-ops §2.6): its header and the placeholder text only, until the module has figures of its own.
 * @csspart placeholder - The placeholder card (and card, title, caption).
 */
export const defineNegotiatedRateUtilization = defineComposedPage({
  tag: 'tripsight-negotiated-rate-utilization',
  productName: 'Hotel Supplier Insights',
  tabTitle: 'Negotiated rate utilization',
  items: [
    {
      block: () => import('./negotiated-rate-utilization.js').then((m) => m.UtilizationPlaceholder),
      layout: 'wide',
    },
  ],
  styles: [
    /* css */ `.ts-placeholder { padding: 24px var(--ts-card-padding); } .ts-placeholder h2 { margin: 0 0 8px; font-size: 1.1rem; } .ts-placeholder p { margin: 0; color: var(--ts-muted); max-width: 60ch; }`,
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-rate-utilization': HTMLElement & ComposedPageProps;
  }
}
