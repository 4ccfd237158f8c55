import { kpi, monthly, pie } from './hotel-report-kit.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';
import { REBOOKING_BENCHMARK, type HotelVisualSpec } from './hotel-report-visuals.js';

/** The rebooking performance ratio per month against its 80 % benchmark. */
const rebookingPerformanceByMonth = (note?: string): HotelVisualSpec =>
  monthly(
    'rebooking-performance-by-month',
    'Rebooking performance ratio by month',
    [M.rebookingPerformanceRatio],
    {
      kind: 'line',
      layout: 'wide',
      benchmark: { ...REBOOKING_BENCHMARK },
      ...(note ? { note } : {}),
    },
  );

/** The hotel spend by Hotelsaver tracking status (tracked, non-refundable, booked before go-live). */
const spendByTracking = (note?: string): HotelVisualSpec =>
  pie(
    'spend-by-tracking',
    'Spend by Hotelsaver tracking',
    [M.totalSpend],
    HOTEL_DIMENSIONS.reservations.tracking,
    note ? { note } : {},
  );

/** The KPIs several hotel reports show, each the same wherever it stands. */
export const HOTEL_KPIS = {
  totalSpend: kpi('total-spend', 'Hotel spend', M.totalSpend),
  trackedSpend: kpi('tracked-spend', 'Tracked spend', M.trackedSpend),
  trackingRatio: kpi(
    'tracking-ratio',
    'Tracking ratio',
    M.trackingRatio,
    'Tracked spend over the whole hotel spend.',
  ),
  adr: kpi('adr', 'Average daily rate', M.adr, 'Spend per night.'),
  acceptedSavings: kpi('accepted-savings', 'Realized savings', M.acceptedSavings),
  rebookings: kpi('rebookings', 'Rebooked reservations', M.rebookings),
  savingsRate: kpi('savings-rate', 'Savings on the rebooked spend', M.savingsRate),
  avgNightlySavings: kpi('avg-nightly-savings', 'Savings per rebooked night', M.avgNightlySavings),
  savingsNotAccepted: kpi('savings-not-accepted', 'Savings not accepted', M.savingsNotAccepted),
  rebookingPerformance: kpi(
    'rebooking-performance',
    'Rebooking performance ratio',
    M.rebookingPerformanceRatio,
    'Accepted over sent lower rates.',
  ),
  discountLevel: kpi(
    'discount',
    'Discount on market rates',
    M.discountLevel,
    'Spend at market rates less spend, over spend at market rates.',
  ),
} as const;

/** The charts several hotel reports show. */
export const HOTEL_CHARTS = { rebookingPerformanceByMonth, spendByTracking } as const;
