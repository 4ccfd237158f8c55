import { HOTEL_AVAILABILITY_VIEWS } from './hotel-insights-availability.js';
import { hotelDiscountBenchmarkingView } from './hotel-insights-discount.js';
import { hotelCoverageView, hotelProgramPerformanceView } from './hotel-insights.js';

/** Every hotel supplier insights view. */
export const HOTEL_INSIGHTS_VIEWS = [
  hotelProgramPerformanceView,
  hotelCoverageView,
  ...HOTEL_AVAILABILITY_VIEWS,
  hotelDiscountBenchmarkingView,
] as const;
