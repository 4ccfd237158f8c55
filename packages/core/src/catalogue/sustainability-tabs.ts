import { defineTab, element } from './define-tab.js';
import type { TabDefinition } from './types.js';

/**
 * Sustainability: the CO2e of the trips and hotel nights under a published method, and what a
 * change of behaviour would save. The hotel tab shows the overview's hotel part to the hotel
 * programme's users.
 */
export const SUSTAINABILITY_TABS: readonly TabDefinition[] = [
  defineTab(
    'EmissionsOverview',
    'Emissions Overview',
    'Sustainability',
    element('tripsight-emissions-overview'),
  ),
  defineTab(
    'EmissionsAlternatives',
    'Emissions Alternatives',
    'Sustainability',
    element('tripsight-emissions-alternatives'),
  ),
  defineTab(
    'HotelEmissionsOverview',
    'Hotel Emissions',
    'Sustainability',
    element('tripsight-emissions-overview', 'hotel-only'),
    { productType: 'hotel' },
  ),
];
