import type {
  AvailabilityCoveredSpendData,
  AvailabilityMainRow,
  AvailabilityOverTimeRow,
  AvailabilityRoomRow,
  AvailabilitySummaryData,
  AvailabilityTopRow,
  HotelCoverageData,
  HotelDiscountBenchmarkingData,
  HotelProgramPerformanceData,
  MissedSavingsHotelCard,
  MissedSavingsTotalSpendData,
} from '../views/index.js';
import { HOTEL_ROOM_ROWS_LIMIT } from '../views/index.js';

/**
 * The `hotelInsights` module of the sample-data API: the answer of every hotel supplier insights
 * view for the sample's window (money in USD), computed by the service with the views' own rules,
 * and each card's or main-table hotel's room rows by hotel id.
 */
export interface HotelInsightsSample {
  programPerformance: HotelProgramPerformanceData;
  coverage: HotelCoverageData;
  availabilitySummary: AvailabilitySummaryData;
  coveredSpend: AvailabilityCoveredSpendData;
  missedSavingsCards: MissedSavingsHotelCard[];
  missedSavingsTotalSpend: MissedSavingsTotalSpendData;
  byCityOverTime: AvailabilityOverTimeRow[];
  topCities: AvailabilityTopRow[];
  byChainOverTime: AvailabilityOverTimeRow[];
  topChains: AvailabilityTopRow[];
  mainTable: AvailabilityMainRow[];
  /** Room rows of the hotels with a card or a main-table row, by hotel id. */
  rooms: Record<string, AvailabilityRoomRow[]>;
  discountBenchmarking: HotelDiscountBenchmarkingData;
}

/**
 * The room rows of `hotelId` in a sample (none for a hotel the sample does not break down); without
 * it, every hotel's rows of the sample as the live view pages them: most covered spend first,
 * HOTEL_ROOM_ROWS_LIMIT rows a page.
 */
export function sampleRooms(
  sample: HotelInsightsSample,
  hotelId: string | undefined,
  page = 1,
): AvailabilityRoomRow[] {
  if (hotelId) return sample.rooms[hotelId] ?? [];
  return Object.values(sample.rooms)
    .flat()
    .sort(
      (a, b) =>
        b.coveredSpend - a.coveredSpend ||
        compareText(a.hotelId, b.hotelId) ||
        compareText(a.roomBedType, b.roomBedType),
    )
    .slice((page - 1) * HOTEL_ROOM_ROWS_LIMIT, page * HOTEL_ROOM_ROWS_LIMIT);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
