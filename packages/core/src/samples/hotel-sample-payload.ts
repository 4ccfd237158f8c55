/* The hotel sample's payload: the shape of the sample-data API's hotel answer (docs/rules/hotel.md#hotel-calls). */

/** The names of the sample's metrics: the hotel savings metrics, the per-period figures and the sample's length. */
export type HotelSampleMetricName =
  | 'acceptedSavings'
  | 'rebookings'
  | 'acceptedSavingsRatio'
  | 'reservationWithSavingsRatio'
  | 'savingsPerReservation'
  | 'savingsPerReservationRatio'
  | 'avgNightlySavings'
  | 'avgReservationSavings'
  | 'potentialSentSavings'
  | 'rebookingPerformanceRatio'
  | 'PNRswithSentDeals'
  | 'savingsUptoRate'
  | 'savingsUpto'
  | 'trackedSpend'
  | 'trackingRatio'
  | 'trackedPNRs'
  | 'avgTrackedSpend'
  | 'avgTrackedNumNights'
  | 'avgDaysBeforeCheckin'
  | 'goLiveDate'
  | 'savingsPerQuarter'
  | 'savingsPerMonth'
  | 'savingsPerDay'
  | 'reservationsPerQuarter'
  | 'reservationsPerMonth'
  | 'reservationsPerDay'
  | 'sampleDays';

export interface HotelSampleMetric {
  name: HotelSampleMetricName;
  value: number | string | null;
}

interface HotelSampleMonth {
  /** First day of the month, YYYY-MM-DD. */
  Month: string;
  Realized: number;
  Potential: number;
}

interface HotelSampleChain {
  'Hotel chain': string;
  'Realized savings': number;
  'Potential savings': number;
  'Total spend': number;
}

interface HotelSampleLocation {
  'Stay location': string;
  'Potential savings': number;
  'Realized savings': number;
  'Total spend': number;
  Latitude: number;
  Longitude: number;
}

/** The hotel payload of the sample-data API. */
export interface HotelSamplePayload {
  metrics: HotelSampleMetric[];
  spendByMonth: HotelSampleMonth[];
  spendByHotelChain: HotelSampleChain[];
  spendByLocation: HotelSampleLocation[];
}
