import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';
import {
  defineAvailabilityCoveredSpend,
  defineAvailabilityDetails,
  defineAvailabilityOverTime,
  defineAvailabilitySummary,
  defineMissedSavingsCards,
} from './availability-cards.element.js';

/**
 * @summary The negotiated rate availability page (docs/rules/hotel.md#negotiated-rate-availability): the summary, total covered spend, the top missed-savings cards per hotel with what went wrong and a per-card export (download or e-mail report), availability over time by city or chain, and the sortable details table with expandable room rows; each card also its own element.
 */
export const defineNegotiatedRateAvailability = defineComposedPage({
  tag: 'tripsight-negotiated-rate-availability',
  productName: 'Hotel Supplier Insights',
  tabTitle: 'Negotiated rate availability',
  items: [
    { define: defineAvailabilitySummary, layout: 'half' },
    { define: defineAvailabilityCoveredSpend, layout: 'half' },
    { define: defineMissedSavingsCards, layout: 'wide' },
    { define: defineAvailabilityOverTime, layout: 'wide' },
    { define: defineAvailabilityDetails, layout: 'wide' },
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-rate-availability': HTMLElement & ComposedPageProps;
  }
}
