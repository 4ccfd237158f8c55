import { defineView } from './define-view.js';
import { HOTEL_INSIGHTS, type HotelRateType } from './hotel-insights.js';

// ---------------------------------------------------------------------------------------------
// Discount benchmarking

/** `/discountBenchmarking`: the discount benchmark response (docs/rules/hotel.md#discount-level-benchmarking). */
export const hotelDiscountBenchmarkingView = defineView<HotelDiscountBenchmarkingData>()({
  path: `${HOTEL_INSIGHTS}/discountBenchmarking`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The discount benchmark response (docs/rules/hotel.md#discount-level-benchmarking), over the negotiated nights. */
export interface HotelDiscountBenchmarkingData {
  summary: DiscountSummary;
  totalSpendWithDiscountUtilized: DiscountUtilizedSpend;
  /** One row per calendar month, oldest first. */
  overTime: DiscountOverTimeRow[];
  /** One row per rate type (Property, Chainwide, TMC rate). */
  discountLevelByRateType: DiscountByRateTypeRow[];
  details: { byHotel: DiscountHotelRow[]; byCity: DiscountDetailRow[]; byChain: DiscountDetailRow[] };
}

export interface DiscountSummary {
  /** Savings against market: spendAtMarketRate − spend of the negotiated nights. */
  savingsRealizedSpend: number;
  /** Negotiated nights. */
  savingsRealizedNights: number;
  /** 1 − Σ(nights·paid) / Σ(nights·market), percent: spend-weighted, never an average of percentages. */
  discountLevel: number;
  averageDailyRate: number;
  /** The lowest qualified comparable public rate, per night (not the best available rate). */
  averageDailyMarketRate: number;
  spendAtMarketRate: number;
}

/** Spend on the negotiated rate with its discount applied, against all hotel spend. */
export interface DiscountUtilizedSpend {
  spendWithDiscountUtilized: number;
  totalSpend: number;
  /** spendWithDiscountUtilized over totalSpend, percent. */
  share: number;
  nights: number;
}

export interface DiscountOverTimeRow {
  /** The month's first day (YYYY-MM-01). */
  month: string;
  discountLevel: number;
  nights: number;
  spend: number;
}

export interface DiscountByRateTypeRow {
  rateType: HotelRateType;
  discountLevel: number;
  benchmark: number;
  nights: number;
  spend: number;
}

/** A city or a chain of the details table, with its room types. */
export interface DiscountDetailRow extends DiscountFigures {
  /** The city or chain name. */
  name: string;
  rooms: DiscountRoomRow[];
}

/** Discount benchmark details (docs/rules/hotel.md#discount-level-benchmarking): a hotel of the details table, with its room types. */
export interface DiscountHotelRow extends DiscountFigures {
  hotelName: string;
  chain: string;
  address: string;
  country: string;
  stars: number;
  rooms: DiscountRoomRow[];
}

export interface DiscountRoomRow extends DiscountFigures {
  roomType: string;
}

/** The discount figures of a details row or of one of its room types. */
export interface DiscountFigures {
  nights: number;
  spend: number;
  spendOnMarketRate: number;
  savings: number;
  adr: number;
  publicAdr: number;
  discountLevel: number;
}
