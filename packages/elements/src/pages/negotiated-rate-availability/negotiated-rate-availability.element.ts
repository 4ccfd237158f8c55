import { NEGOTIATED_RATE_AVAILABILITY_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage, halves, wide } from '../composed-page/define-composed-page.js';
import * as cards from './availability-cards.element.js';

/**
 * @summary The negotiated rate availability page (docs/rules/hotel.md#negotiated-rate-availability): the summary, total covered spend, the top missed-savings cards per hotel with what went wrong and a per-card export (download or e-mail report), availability over time by city or chain, and the sortable details table with expandable room rows; each card also its own element.
 */
export const defineNegotiatedRateAvailability = defineComposedPage({
  tab: NEGOTIATED_RATE_AVAILABILITY_TAB,
  items: [
    halves(cards.defineAvailabilitySummary, cards.defineAvailabilityCoveredSpend),
    wide(cards.defineMissedSavingsCards, cards.defineAvailabilityOverTime, cards.defineAvailabilityDetails),
  ],
});
