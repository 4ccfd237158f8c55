import dayjs from 'dayjs';
import { projectSavings, roundOneDecimal } from '../hotel/hotel-metrics.js';
import { distribute } from '../model/cent-split.js';
import { HOTEL_SAMPLE_DAYS } from './hotel-sample-views.js';
import type { HotelSampleMetric, HotelSampleMetricName, HotelSamplePayload } from './hotel-sample-payload.js';
import type { PocType } from './sample-payloads.js';

/*
 * The hotel sample of the POC and demo modes, in the shape of the sample-data API (docs/rules/hotel.md#hotel-calls): metrics as name and value; spendByMonth with Month, Realized, Potential;
 * spendByHotelChain; spendByLocation with Stay location, Potential savings, Realized savings, Total
 * spend, Latitude, Longitude). The demo sample is a live customer's year
 * (realized savings); the POC sample is a prospect's bookings of one quarter, before go-live
 * (potential savings only).
 */

const cents = (value: number) => Math.round(value * 100) / 100;

const CHAINS: readonly [name: string, weight: number, spendWeight: number][] = [
  ['Marriott International', 31, 28],
  ['Hilton Worldwide', 22, 21],
  ['IHG Hotels & Resorts', 14, 15],
  ['Accor', 12, 13],
  ['Hyatt Hotels', 9, 9],
  ['Independent', 6, 7],
  ['Radisson Hotel Group', 4, 4],
  ['Wyndham Hotels & Resorts', 2, 3],
];

const LOCATIONS: readonly [location: string, lat: number, lon: number, weight: number][] = [
  ['New York, United States', 40.7128, -74.006, 24],
  ['London, United Kingdom', 51.5074, -0.1278, 19],
  ['San Francisco, United States', 37.7749, -122.4194, 11],
  ['Paris, France', 48.8566, 2.3522, 9],
  ['Chicago, United States', 41.8781, -87.6298, 8],
  ['Frankfurt, Germany', 50.1109, 8.6821, 6],
  ['Singapore, Singapore', 1.3521, 103.8198, 5],
  ['Toronto, Canada', 43.6532, -79.3832, 4],
  ['Dubai, United Arab Emirates', 25.2048, 55.2708, 4],
  ['Sydney, Australia', -33.8688, 151.2093, 3],
  ['Sao Paulo, Brazil', -23.5505, -46.6333, 3],
  ['Tokyo, Japan', 35.6762, 139.6503, 2],
  ['Mumbai, India', 19.076, 72.8777, 2],
];

/** Business seasonality of the months January to December (soft in August and December). */
const SEASON = [0.86, 0.93, 1.04, 1.02, 1.08, 1.1, 0.97, 0.78, 1.12, 1.14, 1.05, 0.71];

interface SampleTotals {
  kind: PocType;
  /** First month of the sample and how many months it covers. */
  firstMonth: string;
  months: number;
  /** Days of bookings the sample covers. */
  days: number;
  realized: number;
  rebookings: number;
  rebookedNights: number;
  rebookedSpend: number;
  sent: number;
  sentReservations: number;
  acceptedDeals: number;
  sentDeals: number;
  found: number;
  trackedSpend: number;
  trackedReservations: number;
  trackedNights: number;
  daysBeforeCheckin: number;
  allSpend: number;
  goLiveDate: string | null;
}

const ratio = (a: number, b: number) => (b > 0 ? cents((100 * a) / b) : 0);
const per = (a: number, b: number) => (b > 0 ? cents(a / b) : 0);

/** Builds a sample payload whose series add up to its metrics exactly. */
function buildSample(t: SampleTotals): HotelSamplePayload {
  const months = Array.from({ length: t.months }, (_, i) => dayjs(t.firstMonth).add(i, 'month'));
  const monthWeights = months.map((m) => SEASON[m.month()] ?? 1);
  const realizedByMonth = distribute(t.realized, monthWeights);
  const potentialByMonth = distribute(t.sent, monthWeights);
  const projection = projectSavings(t.kind === 'poc' ? t.found : t.realized, t.days);
  const reservations = projectSavings(t.rebookings, t.days);
  const metric = (name: HotelSampleMetricName, value: number | string | null): HotelSampleMetric => ({
    name,
    value,
  });
  return {
    metrics: [
      metric('acceptedSavings', t.realized),
      metric('rebookings', t.rebookings),
      metric('acceptedSavingsRatio', ratio(t.realized, t.trackedSpend)),
      metric('reservationWithSavingsRatio', ratio(t.rebookings, t.trackedReservations)),
      metric('savingsPerReservation', per(t.realized, t.trackedReservations)),
      metric('savingsPerReservationRatio', ratio(t.realized, t.rebookedSpend)),
      metric('avgNightlySavings', per(t.realized, t.rebookedNights)),
      metric('avgReservationSavings', per(t.realized, t.rebookings)),
      metric('potentialSentSavings', t.sent),
      metric('rebookingPerformanceRatio', ratio(t.acceptedDeals, t.sentDeals)),
      metric('PNRswithSentDeals', t.sentReservations),
      metric('savingsUptoRate', ratio(t.found, t.allSpend)),
      metric('savingsUpto', t.found),
      metric('trackedSpend', t.trackedSpend),
      metric('trackingRatio', ratio(t.trackedSpend, t.allSpend)),
      metric('trackedPNRs', t.trackedReservations),
      metric('avgTrackedSpend', per(t.trackedSpend, t.trackedReservations)),
      metric('avgTrackedNumNights', roundOneDecimal(t.trackedNights / t.trackedReservations)),
      metric('avgDaysBeforeCheckin', roundOneDecimal(t.daysBeforeCheckin / t.trackedReservations)),
      metric('goLiveDate', t.goLiveDate),
      metric('savingsPerQuarter', projection.perQuarter),
      metric('savingsPerMonth', projection.perMonth),
      metric('savingsPerDay', projection.perDay),
      metric('reservationsPerQuarter', Math.round(reservations.perQuarter)),
      metric('reservationsPerMonth', Math.round(reservations.perMonth)),
      metric('reservationsPerDay', roundOneDecimal(reservations.perDay)),
      metric('sampleDays', t.days),
    ],
    spendByMonth: months.map((m, i) => ({
      Month: m.format('YYYY-MM-DD'),
      Realized: realizedByMonth[i] ?? 0,
      Potential: potentialByMonth[i] ?? 0,
    })),
    spendByHotelChain: ((realized, potential, spend) =>
      CHAINS.map(([name], i) => ({
        'Hotel chain': name,
        'Realized savings': realized[i] ?? 0,
        'Potential savings': potential[i] ?? 0,
        'Total spend': spend[i] ?? 0,
      })))(
      distribute(
        t.realized,
        CHAINS.map(([, w]) => w),
      ),
      distribute(
        t.sent,
        CHAINS.map(([, w]) => w),
      ),
      distribute(
        t.trackedSpend,
        CHAINS.map(([, , w]) => w),
      ),
    ),
    spendByLocation: ((realized, potential, spend) =>
      LOCATIONS.map(([location, lat, lon], i) => ({
        'Stay location': location,
        'Potential savings': potential[i] ?? 0,
        'Realized savings': realized[i] ?? 0,
        'Total spend': spend[i] ?? 0,
        Latitude: lat,
        Longitude: lon,
      })))(
      distribute(
        t.realized,
        LOCATIONS.map(([, , , w]) => w),
      ),
      distribute(
        t.sent,
        LOCATIONS.map(([, , , w]) => w),
      ),
      distribute(
        t.trackedSpend,
        LOCATIONS.map(([, , , w]) => w + 2),
      ),
    ),
  };
}

/** The demo sample's figures (a live customer's year); the months follow the sample's end. */
const DEMO_TOTALS: Omit<SampleTotals, 'firstMonth'> = {
  kind: 'demo',
  months: 12,
  days: HOTEL_SAMPLE_DAYS.demo,
  realized: 214_380.55,
  rebookings: 2_131,
  rebookedNights: 6_180,
  rebookedSpend: 1_257_290.4,
  sent: 289_410.7,
  sentReservations: 2_902,
  acceptedDeals: 2_131,
  sentDeals: 2_903,
  found: 301_940.2,
  trackedSpend: 11_486_230.4,
  trackedReservations: 23_760,
  trackedNights: 59_640,
  daysBeforeCheckin: 565_490,
  allSpend: 13_890_420.1,
  goLiveDate: '2018-09-03',
};

/** The POC sample's figures (a prospect's quarter of bookings, not live yet: nothing realized). */
const POC_TOTALS: Omit<SampleTotals, 'firstMonth'> = {
  kind: 'poc',
  months: 3,
  days: HOTEL_SAMPLE_DAYS.poc,
  realized: 0,
  rebookings: 0,
  rebookedNights: 0,
  rebookedSpend: 0,
  sent: 148_260.35,
  sentReservations: 1_488,
  acceptedDeals: 0,
  sentDeals: 1_492,
  found: 156_820.4,
  trackedSpend: 5_218_940.6,
  trackedReservations: 10_870,
  trackedNights: 27_610,
  daysBeforeCheckin: 262_000,
  allSpend: 6_240_180.3,
  goLiveDate: null,
};

/**
 * The hotel sample of a kind whose months end with the month of `endDate` (YYYY-MM-DD): the demo's
 * year, the POC's quarter. The sample-data API serves it for the hotel module (`hotelSavings`), ending
 * with its sample's window.
 */
export function hotelSampleFor(kind: PocType, endDate: string): HotelSamplePayload {
  const totals = kind === 'poc' ? POC_TOTALS : DEMO_TOTALS;
  const end = dayjs(endDate);
  if (!end.isValid()) throw new Error(`invalid sample end date: ${endDate}`);
  const firstMonth = end
    .startOf('month')
    .subtract(totals.months - 1, 'month')
    .format('YYYY-MM-DD');
  return buildSample({ ...totals, firstMonth });
}

/** The demo sample: a live customer's year up to the demo window (July 2019). */
export const HOTEL_DEMO_SAMPLE: HotelSamplePayload = hotelSampleFor('demo', '2019-07-31');

/** The POC sample built into the SDK: a prospect's quarter up to June 2019. */
export const HOTEL_POC_SAMPLE: HotelSamplePayload = hotelSampleFor('poc', '2019-06-30');

/** The sample built into the SDK of a kind (shown when no sample-data API key is configured). */
export function hotelSample(kind: PocType): HotelSamplePayload {
  return kind === 'poc' ? HOTEL_POC_SAMPLE : HOTEL_DEMO_SAMPLE;
}
