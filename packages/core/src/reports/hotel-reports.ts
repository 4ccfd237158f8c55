import type { ReportDefinition } from './report-definition.js';
import { hotelCockpit } from './hotel-cockpit.js';
import { hotelRebookingImpact } from './hotel-rebooking-impact.js';
import type { HotelReportProduct } from './hotel-report-kit.js';
import { hotelSavingsDetails } from './hotel-savings-details.js';
import { hotelSavingsOpportunities } from './hotel-savings-opportunities.js';
import { hotelSpendOverview } from './hotel-spend-overview.js';

type Builder = (product: HotelReportProduct, reportName: string) => ReportDefinition;

/**
 * Each hotel report kind: its builder and the catalogue's report name per product (hotel tabs of
 * the catalogue, `report(...)`); Hotelsaver has no cockpit.
 */
const HOTEL_REPORT_KINDS: readonly [Builder, Partial<Record<HotelReportProduct, string>>][] = [
  [
    hotelSpendOverview,
    {
      hotelsaver: 'HotelsaverSpendOverview',
      hpaCore: 'SpendOverview',
      hpaPremium: 'HpaPremiumSpendOverview',
    },
  ],
  [
    hotelSavingsDetails,
    {
      hotelsaver: 'HotelsaverSavingsDetails',
      hpaCore: 'SavingsDetails',
      hpaPremium: 'HpaPremiumSavingsDetails',
    },
  ],
  [
    hotelSavingsOpportunities,
    {
      hotelsaver: 'HotelsaverSavingsOpportunities',
      hpaCore: 'SavingsOpportunities',
      hpaPremium: 'HpaPremiumSavingsOpportunities',
    },
  ],
  [
    hotelRebookingImpact,
    {
      hotelsaver: 'HotelsaverRebookingImpact',
      hpaCore: 'RebookingImpact',
      hpaPremium: 'HpaPremiumRebookingImpact',
    },
  ],
  [hotelCockpit, { hpaCore: 'HotelRateOptimizerCockpit', hpaPremium: 'HpaPremiumCockpit' }],
];

/** The hotel reports the reference report service draws: every kind for each of its products. */
export const HOTEL_REPORTS: readonly ReportDefinition[] = HOTEL_REPORT_KINDS.flatMap(([build, names]) =>
  Object.entries(names).map(([product, reportName]) => build(product as HotelReportProduct, reportName)),
);
