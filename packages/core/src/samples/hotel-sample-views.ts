import { projectSavings, type SavingsProjection } from '../hotel/hotel-metrics.js';
import type {
  HotelAllTimeResultsData,
  HotelCompanySavingsData,
  HotelSavingsByChainRow,
  HotelSavingsByLocationRow,
  HotelSavingsByMonthRow,
  HotelTrackedSpendData,
} from '../views/hotel-savings.js';
import type { HotelSampleMetricName, HotelSamplePayload } from './hotel-sample-payload.js';
import type { PocType } from './sample-payloads.js';

/*
 * How the hotel savings views are read from a hotel sample (the sample-data API's `hotelSavings`
 * module or the one built into the SDK). Only types come from the sample itself, so the readers
 * load without the built-in figures.
 */

/** Days of bookings each built-in sample covers (its `sampleDays` metric): the demo's year, the POC's quarter. */
export const HOTEL_SAMPLE_DAYS: Readonly<Record<PocType, number>> = { demo: 365, poc: 91 };

/** A metric of the sample by name: a number (0 when absent), or the text of a date metric. */
function metricNumber(payload: HotelSamplePayload, name: HotelSampleMetricName): number {
  const value = payload.metrics.find((m) => m.name === name)?.value;
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

function metricText(payload: HotelSamplePayload, name: HotelSampleMetricName): string | null {
  const value = payload.metrics.find((m) => m.name === name)?.value;
  return typeof value === 'string' ? value : null;
}

/** The sample's company savings, as `/companySavings` answers them with isHPA (every figure). */
export function sampleCompanySavings(payload: HotelSamplePayload): HotelCompanySavingsData {
  const n = (name: HotelSampleMetricName) => metricNumber(payload, name);
  return {
    acceptedSavings: n('acceptedSavings'),
    rebookings: n('rebookings'),
    acceptedSavingsRatio: n('acceptedSavingsRatio'),
    potentialSentSavings: n('potentialSentSavings'),
    PNRswithSentDeals: n('PNRswithSentDeals'),
    rebookingPerformanceRatio: n('rebookingPerformanceRatio'),
    savingsUpto: n('savingsUpto'),
    savingsUptoRate: n('savingsUptoRate'),
    goLiveDate: metricText(payload, 'goLiveDate'),
    reservationWithSavingsRatio: n('reservationWithSavingsRatio'),
    savingsPerReservation: n('savingsPerReservation'),
    savingsPerReservationRatio: n('savingsPerReservationRatio'),
    avgNightlySavings: n('avgNightlySavings'),
    avgReservationSavings: n('avgReservationSavings'),
  };
}

/** The sample's tracked spend, as `/trackedSpend` answers it with isHPA. */
export function sampleTrackedSpend(payload: HotelSamplePayload): HotelTrackedSpendData {
  const n = (name: HotelSampleMetricName) => metricNumber(payload, name);
  return {
    trackedSpend: n('trackedSpend'),
    trackingRatio: n('trackingRatio'),
    trackedPNRs: n('trackedPNRs'),
    avgTrackedSpend: n('avgTrackedSpend'),
    avgTrackedNumNights: n('avgTrackedNumNights'),
    avgDaysBeforeCheckin: n('avgDaysBeforeCheckin'),
  };
}

/** The sample's all-time results (its realized savings and rebookings since go-live). */
export function sampleAllTimeResults(payload: HotelSamplePayload): HotelAllTimeResultsData {
  return {
    acceptedSavings: metricNumber(payload, 'acceptedSavings'),
    rebookings: metricNumber(payload, 'rebookings'),
    goLiveDate: metricText(payload, 'goLiveDate'),
  };
}

/** The savings a sample shows: realized in the demo, potential in a POC (a prospect has realized nothing yet). */
const measure = (kind: PocType) => (kind === 'poc' ? 'Potential' : 'Realized');

/** The sample's months as `/byMonth` rows (savings realized, or potential in a POC). */
export function sampleByMonth(payload: HotelSamplePayload, kind: PocType): HotelSavingsByMonthRow[] {
  return payload.spendByMonth.map((m) => ({
    createdAt: m.Month,
    acceptedSavings: m[measure(kind)],
    rebookedReservations: 0,
    trackedSpend: 0,
  }));
}

/** The sample's chains as `/byHotelChain` rows. */
export function sampleByChain(payload: HotelSamplePayload, kind: PocType): HotelSavingsByChainRow[] {
  return payload.spendByHotelChain.map((c) => ({
    hotelMasterChain: c['Hotel chain'],
    acceptedSavings: c[`${measure(kind)} savings`],
    rebookedReservations: 0,
    trackedSpend: c['Total spend'],
  }));
}

/** The sample's stay locations as `/byStayLocation` rows. */
export function sampleByLocation(payload: HotelSamplePayload, kind: PocType): HotelSavingsByLocationRow[] {
  return payload.spendByLocation.map((l) => ({
    location: l['Stay location'],
    latitude: l.Latitude,
    longitude: l.Longitude,
    acceptedSavings: l[`${measure(kind)} savings`],
    rebookedReservations: 0,
  }));
}

/**
 * The per-period figures of a sample (the POC hero's "Total projected savings"; the demo's realized
 * savings per quarter, month and day): the savings found (POC) or realized (demo) projected over a
 * year from the sample's length.
 */
export function sampleProjection(payload: HotelSamplePayload, kind: PocType): SavingsProjection {
  const found = metricNumber(payload, kind === 'poc' ? 'savingsUpto' : 'acceptedSavings');
  return projectSavings(found, metricNumber(payload, 'sampleDays'));
}
