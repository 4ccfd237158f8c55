import {
  cappedDays,
  categoryPies,
  compliancePercentage,
  COMPLIANCE_WINDOW_DAYS,
  haulCategory,
  histogramOf,
  ownRuleCost,
  REPORT_BREAKDOWNS,
  seriesFor,
  sortByCategory,
  TOP_ROUTES_DEFAULT,
  type AdvancedPurchaseSample,
  type ComplianceSample,
  type NegotiatedFaresSample,
  type OwnRuleCellRow,
  type ReportBreakdown,
} from '@tripsight/core/policy';
import { splitPercent } from '@tripsight/core/rules';
import { type ChartSeriesRow, type GaugeRow, type TopRouteRow } from '@tripsight/core/views';
import { rankTopNegotiated } from '@tripsight/core/supplier';
import type { SampleTrip } from './sample-trips.js';
import { groupRows, total } from '../analytics/sql/row-sums.js';

/*
 * The modules of the sample-data API, computed from a sample's trips with the rules the views use,
 * so a POC or demo page reads like the live one.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The category of a trip in a Compliance Report breakdown. */
const CATEGORY: Record<ReportBreakdown, (trip: SampleTrip) => string> = {
  pointOfSale: (trip) => trip.ticketingCountry,
  cabinClass: (trip) => trip.cabinClass,
  haul: (trip) => haulCategory(trip.haulType),
};

/** `compliance`: gauge rows, the YTD trend, the three pie breakdowns and the PNR-summary rows. */
export function complianceSample(trips: readonly SampleTrip[], endDate: string): ComplianceSample {
  const gauge: GaugeRow[] = [true, false]
    .map((compliant) => trips.filter((t) => t.isCabinCompliant === compliant))
    .filter((group) => group.length > 0)
    .map((group) => ({
      isCabinCompliant: group[0]!.isCabinCompliant,
      tktPrice: round2(total(group, (t) => t.price)),
      airPnrs: group.length,
    }));
  const year = endDate.slice(0, 4);
  const months = groupRows(
    trips.filter((t) => t.ticketingDate.startsWith(year) && t.ticketingDate <= endDate),
    (t) => `${t.ticketingDate.slice(0, 7)}-01`,
  );
  const ytdTrend = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ticketingDate, group]) => ({
      ticketingDate,
      cabinCompliancePercentage: Math.round(
        compliancePercentage(
          total(
            group.filter((t) => t.isCabinCompliant),
            (t) => t.price,
          ),
          total(group, (t) => t.price),
        ),
      ),
    }));
  const pies = Object.fromEntries(
    REPORT_BREAKDOWNS.map((breakdown) => {
      const series: ChartSeriesRow[] = [...groupRows(trips, CATEGORY[breakdown])].flatMap(
        ([category, group]) =>
          seriesFor(
            category,
            round2(
              total(
                group.filter((t) => t.isCabinCompliant),
                (t) => t.price,
              ),
            ),
            round2(
              total(
                group.filter((t) => !t.isCabinCompliant),
                (t) => t.price,
              ),
            ),
          ),
      );
      return [breakdown, categoryPies(series).flatMap((pie) => pie.slices)];
    }),
  ) as Record<ReportBreakdown, ChartSeriesRow[]>;
  const rawData = trips.map((t) => ({
    cabinClass: t.cabinClass,
    mainDestinationAirport: t.mainDestinationAirport,
    isCabinCompliant: t.isCabinCompliant,
    recordLocator: t.recordLocator,
    longestSegment: t.longestSegment,
    originAirport: t.originAirport,
    ticketingCountry: t.ticketingCountry,
    ticketingDate: t.ticketingDate,
    price: t.price,
    haulType: t.haulType,
  }));
  return { topWidgets: { gauge }, ytdTrend, pies, rawData };
}

/** `advancedPurchase`: the top cards and monthly trend, the top routes and the trips to replay. */
export function advancedPurchaseSample(trips: readonly SampleTrip[]): AdvancedPurchaseSample {
  const late = trips.filter((t) => !t.isAdvanceCompliant);
  const totalSpend = total(trips, (t) => t.price);
  const lateSpend = total(late, (t) => t.price);
  const ownRule: OwnRuleCellRow[] = [
    ...groupRows(late, (t) => `${t.advancePurchaseDays}|${t.cabinClass}|${t.haulType}`).values(),
  ].map((group) => ({
    ruleDays: group[0]!.advancePurchaseDays,
    cabinClass: group[0]!.cabinClass,
    haulType: group[0]!.haulType,
    outOfPolicyPnrs: group.length,
    outOfPolicySpend: total(group, (t) => t.price),
  }));
  const byCabin = sortByCategory(
    [...groupRows(late, (t) => t.cabinClass)].map(([cabinClass, group]) => ({
      cabinClass,
      nonCompliantSpend: round2(total(group, (t) => t.price)),
      airPnrs: group.length,
    })),
    (row) => row.cabinClass,
  );
  const overTime = [...groupRows(trips, (t) => `${t.ticketingDate.slice(0, 7)}-01`)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ticketingDate, group]) => {
      const spend = total(group, (t) => t.price);
      const compliant = total(
        group.filter((t) => t.isAdvanceCompliant),
        (t) => t.price,
      );
      return {
        ticketingDate,
        compliancePercentage: compliancePercentage(compliant, spend),
        compliantSpend: round2(compliant),
        totalSpend: round2(spend),
      };
    });
  const topRoutes: TopRouteRow[] = [...groupRows(trips, (t) => t.cityPair)]
    .map(([cityPair, group]) => {
      const spend = total(group, (t) => t.price);
      return {
        cityPair,
        originCity: group[0]!.originCity,
        destinationCity: group[0]!.destinationCity,
        airPnrs: group.length,
        spend: round2(spend),
        nonCompliantPnrs: group.filter((t) => !t.isAdvanceCompliant).length,
        compliancePercentage: compliancePercentage(
          total(
            group.filter((t) => t.isAdvanceCompliant),
            (t) => t.price,
          ),
          spend,
        ),
      };
    })
    .sort((a, b) => b.spend - a.spend || a.cityPair.localeCompare(b.cityPair))
    .slice(0, TOP_ROUTES_DEFAULT);
  // The own-rule fares need the days just past the longest rule and its window.
  const histogram = histogramOf(trips.filter((t) => cappedDays(t.daysInAdvance) < 60));
  return {
    topWidgets: {
      costOfNonCompliance: ownRuleCost(ownRule, histogram, COMPLIANCE_WINDOW_DAYS),
      nonCompliantPnrs: late.length,
      totalPnrs: trips.length,
      compliantSpend: round2(totalSpend - lateSpend),
      nonCompliantSpend: round2(lateSpend),
      compliancePercentage: compliancePercentage(totalSpend - lateSpend, totalSpend),
      averageAdvancePurchase:
        trips.length > 0 ? Math.round((total(trips, (t) => t.daysInAdvance) / trips.length) * 10) / 10 : 0,
      byCabin,
      overTime,
    },
    topRoutes,
    trips: trips.map((t) => ({
      cabinClass: t.cabinClass,
      haulType: t.haulType,
      cityPair: t.cityPair,
      daysInAdvance: t.daysInAdvance,
      price: t.price,
      directEnterprise: t.directEnterprise,
      pccName: t.pccName,
    })),
  };
}

/** Share of a sample's trips that carry a negotiated fare. */
const NEGOTIATED_SHARE = 0.62;

/**
 * `negotiatedFares`: whether each trip had a negotiated fare, whether it was the lowest available,
 * whether the negotiated fare applied (CAT success) and the lowest individual fare was booked (LIF
 * success); when a lower fare turned up, whether it was negotiated or public, and whether the trip
 * was sent for rebooking and rebooked. Top carriers and routes: 5 each by the lowest-negotiated-fare
 * ratio (docs/rules/air.md#negotiated-fares-adoption), carriers without a comma, routes without a colon (docs/rules/air.md#negotiated-fares-adoption).
 */
export function negotiatedFaresSample(trips: readonly SampleTrip[]): NegotiatedFaresSample {
  const flagged = trips.map((t) => {
    const u = t.draw;
    const hasNegotiatedFare = u < NEGOTIATED_SHARE;
    // Later draws from the same number, spread so the flags are independent enough to look real.
    const v = (u * 7919) % 1;
    const w = (u * 104729) % 1;
    return {
      trip: t,
      hasNegotiatedFare,
      negotiatedIsLowest: hasNegotiatedFare && v < 0.58 + (t.daysInAdvance > 21 ? 0.12 : 0),
      catSuccess: hasNegotiatedFare && w < 0.86,
      lifSuccess: v < 0.71,
      lowerFare: w < 0.34 ? (v < 0.55 ? 'negotiated' : 'public') : null,
      rebooking: w < 0.34 ? (u < 0.2 ? 'notSent' : v < 0.45 ? 'notRebooked' : 'rebooked') : null,
    };
  });
  const negotiated = flagged.filter((f) => f.hasNegotiatedFare);
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0);
  const measures = (group: typeof flagged) => {
    const spend = total(group, (f) => f.trip.price);
    const withFare = group.filter((f) => f.hasNegotiatedFare);
    return {
      lowestNegociatedFarePnrRatio: percent(
        withFare.filter((f) => f.negotiatedIsLowest).length,
        withFare.length,
      ),
      countPnrs: group.length,
      spendUSD: round2(spend),
      spendEUR: round2(spend * 0.92),
      spendGBP: round2(spend * 0.79),
      spendDefaultCurrency: round2(spend),
    };
  };
  // The sample ranks as the live charts do, with the smaller minimum of its smaller sample.
  const top = <R extends { lowestNegociatedFarePnrRatio: number; countPnrs: number }>(rows: R[]) =>
    rankTopNegotiated(rows, 5);
  const lower = flagged.filter((f) => f.lowerFare !== null);
  const [negotiatedPercent = 0, publicPercent = 0] = splitPercent([
    lower.filter((f) => f.lowerFare === 'negotiated').length,
    lower.filter((f) => f.lowerFare === 'public').length,
  ]);
  const statuses = ['notSent', 'notRebooked', 'rebooked'] as const;
  const counts = statuses.map((status) => flagged.filter((f) => f.rebooking === status).length);
  const shares = splitPercent(counts);
  const share = (i: number) => ({ count: counts[i] ?? 0, percent: shares[i] ?? 0 });
  return {
    adoption: {
      trackedPnrs: trips.length,
      trackedPnrsWithNegotiatedFare: negotiated.length,
      negotiatedFareAdoption: trips.length > 0 ? Math.round((negotiated.length / trips.length) * 100) : 0,
    },
    topCarriers: top(
      [...groupRows(flagged, (f) => f.trip.carrierName)]
        .filter(([airline]) => !airline.includes(','))
        .map(([itinAirlines, group]) => ({ itinAirlines, ...measures(group) })),
    ),
    topRoutes: top(
      [...groupRows(flagged, (f) => f.trip.cityPair)]
        .filter(([route]) => !route.includes(':'))
        .map(([itinRoute, group]) => ({
          itinRoute,
          originCity: group[0]!.trip.originCity,
          destinationCity: group[0]!.trip.destinationCity,
          ...measures(group),
        })),
    ),
    catSuccess: percent(negotiated.filter((f) => f.catSuccess).length, negotiated.length),
    lifSuccess: percent(flagged.filter((f) => f.lifSuccess).length, flagged.length),
    lowestNegociatedFarePnrRatio: percent(
      negotiated.filter((f) => f.negotiatedIsLowest).length,
      negotiated.length,
    ),
    lowerFare: { negotiatedPercent, publicPercent },
    rebooking: { notSent: share(0), notRebooked: share(1), rebooked: share(2) },
  };
}
