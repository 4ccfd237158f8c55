import { carouselStyles } from '../../ui/carousel.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';
import { savingsOverviewStyles } from '../savings-overview/savings-overview.styles.js';

/**
 * Layout of the hotel savings overview: the savings pages' header and grid (parts: header,
 * product-name, heading, badge, actions, grid, widget), the carousel of cards and the page's empty
 * state (part: empty-page).
 */
export const hotelSavingsOverviewStyles = /* css */ `
${savingsOverviewStyles}
${carouselStyles}
${hotelCardStyles}
.ts-overview-grid > tripsight-hotel-savings-by-month, .ts-overview-grid > tripsight-hotel-savings-by-chain { min-height: 330px; }
`;
