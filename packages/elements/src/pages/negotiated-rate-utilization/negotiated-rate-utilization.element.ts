import { NEGOTIATED_RATE_UTILIZATION_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage } from '../composed-page/define-composed-page.js';

/**
 * @summary The negotiated rate utilization page (docs/rules/hotel.md#negotiated-rate-utilization): its header and the placeholder text only, until the module has figures of its own.
 * @csspart placeholder - The placeholder card (and card, title, caption).
 */
export const defineNegotiatedRateUtilization = defineComposedPage({
  tab: NEGOTIATED_RATE_UTILIZATION_TAB,
  items: [
    {
      block: () =>
        import('./negotiated-rate-utilization.js').then((m) => ({
          component: m.UtilizationPlaceholder,
          styles: m.styles,
        })),
      layout: 'wide',
    },
  ],
});
