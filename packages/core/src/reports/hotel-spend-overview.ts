import type { ReportDefinition, ReportPageDefinition } from './report-definition.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';
import {
  HOTEL_PRODUCT_TRAITS,
  hotelReportFlags,
  hotelPage,
  kpi,
  type HotelReportProduct,
} from './hotel-report-visuals.js';

const R = HOTEL_DIMENSIONS.reservations;

/**
 * The spend overview of a hotel product: what was spent, where, with which chains and clients,
 * and how much of it Hotelsaver tracked. HPA products add the tracked-reservation averages of the
 * HPA cards; HPA Premium adds rates against the market and the negotiated-rate share.
 */
export function hotelSpendOverview(product: HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa, premium, productName } = HOTEL_PRODUCT_TRAITS[product];
  const pages: ReportPageDefinition[] = [
    hotelPage(product, 'SpendOverview', 'Spend overview', [
      kpi('total-spend', 'Hotel spend', M.totalSpend),
      kpi('tracked-spend', 'Tracked spend', M.trackedSpend),
      kpi('tracking-ratio', 'Tracking ratio', M.trackingRatio, 'Tracked spend over the whole hotel spend.'),
      kpi('reservations', 'Reservations', M.reservations),
      kpi('nights', 'Nights', M.nights),
      kpi('adr', 'Average daily rate', M.adr, 'Spend per night.'),
      {
        id: 'spend-by-month',
        title: 'Hotel spend by month',
        kind: 'bar',
        layout: 'wide',
        measures: [M.totalSpend, M.trackedSpend, M.reservations],
        byMonth: true,
      },
      {
        id: 'spend-by-tracking',
        title: 'Spend by Hotelsaver tracking',
        kind: 'pie',
        layout: 'half',
        measures: [M.totalSpend],
        dimensions: [R.tracking],
        note: 'Hotelsaver tracks refundable reservations booked from the client’s go-live on.',
      },
      {
        id: 'spend-by-chain',
        title: 'Spend by hotel chain',
        kind: 'horizontalBar',
        layout: 'half',
        measures: [M.totalSpend],
        dimensions: [R.chain],
        limit: 10,
      },
    ]),
    hotelPage(product, 'DestinationsAndClients', 'Destinations and clients', [
      {
        id: 'spend-by-city',
        title: 'Top stay cities by spend',
        kind: 'horizontalBar',
        layout: 'half',
        measures: [M.totalSpend],
        dimensions: [R.city],
        limit: 10,
      },
      {
        id: 'adr-by-city',
        title: 'Average daily rate in the top cities',
        kind: 'horizontalBar',
        layout: 'half',
        measures: [M.adr, M.nights],
        dimensions: [R.city],
        order: { [M.nights]: 'desc' },
        limit: 10,
      },
      {
        id: 'spend-by-country',
        title: 'Spend by stay country',
        kind: 'pie',
        layout: 'half',
        measures: [M.totalSpend],
        dimensions: [R.country],
        limit: 8,
      },
      {
        id: 'clients',
        title: 'Spend by client',
        kind: 'table',
        layout: 'wide',
        measures: [M.totalSpend, M.trackedSpend, M.trackingRatio, M.reservations, M.nights, M.adr],
        dimensions: [R.client],
      },
    ]),
    hotelPage(product, 'BookingBehaviour', 'Booking behaviour', [
      ...(hpa
        ? [
            kpi('avg-tracked-spend', 'Average tracked spend', M.avgTrackedSpend, 'Per tracked reservation.'),
            kpi('avg-nights', 'Average nights', M.avgTrackedNights, 'Per tracked reservation.'),
            kpi(
              'avg-days',
              'Average days before check-in',
              M.avgDaysBeforeCheckin,
              'Of tracked reservations.',
            ),
          ]
        : []),
      {
        id: 'reservations-by-lead-time',
        title: 'Reservations by booking lead time',
        kind: 'bar',
        layout: 'half',
        measures: [M.reservations],
        dimensions: [R.leadTime, R.leadTimeStart],
        order: { [R.leadTimeStart]: 'asc' },
        note: 'Days between booking and check-in.',
      },
      {
        id: 'spend-by-stars',
        title: 'Spend by star rating',
        kind: 'bar',
        layout: 'half',
        measures: [M.totalSpend],
        dimensions: [R.stars],
        order: { [R.stars]: 'asc' },
      },
      {
        id: 'nights-by-room',
        title: 'Nights by room type',
        kind: 'pie',
        layout: 'half',
        measures: [M.nights],
        dimensions: [R.roomType],
      },
      {
        id: 'hotels',
        title: 'Top hotels by spend',
        kind: 'table',
        layout: 'half',
        measures: [M.totalSpend, M.nights, M.adr],
        dimensions: [R.hotel],
        limit: 50,
      },
    ]),
  ];
  if (premium) {
    pages.push(
      hotelPage(product, 'RatesAgainstMarket', 'Rates against the market', [
        kpi('market-adr', 'Average daily market rate', M.marketAdr),
        kpi(
          'discount',
          'Discount on market rates',
          M.discountLevel,
          'Spend at market rates less spend, over spend at market rates.',
        ),
        kpi('negotiated-share', 'Spend on a negotiated rate', M.negotiatedRateShare),
        {
          id: 'savings-against-market-by-month',
          title: 'Savings against market rates by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.savingsAgainstMarket],
          byMonth: true,
        },
        {
          id: 'spend-by-rate-type',
          title: 'Spend by rate type',
          kind: 'pie',
          layout: 'half',
          measures: [M.totalSpend],
          dimensions: [R.rateType],
        },
        {
          id: 'chains-against-market',
          title: 'Chains against the market',
          kind: 'table',
          layout: 'wide',
          measures: [M.totalSpend, M.adr, M.marketAdr, M.discountLevel, M.negotiatedRateShare],
          dimensions: [R.chain],
        },
      ]),
    );
  }
  return {
    reportName,
    title: 'Spend overview',
    description: `${productName}: hotel spend by month, chain, destination and client, and the share Hotelsaver tracked.`,
    flags: hotelReportFlags(product),
    exportable: true,
    pages,
  };
}
