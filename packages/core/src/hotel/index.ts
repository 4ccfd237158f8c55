/** The hotel savings screens: metrics and their rules, the cards of each mode, the map's rules, texts. */
export * from './hotel-cards.js';
export * from './hotel-metrics.js';
export * from './hotel-texts.js';
export * from './savings-map.js';
// Names the package's root entry takes from here; they live in `catalogue` and `samples`.
export { HOTEL_MODES, hotelMode, type HotelMode, type HotelModeOptions } from '../catalogue/family-modes.js';
export {
  HOTEL_DEMO_SAMPLE,
  HOTEL_POC_SAMPLE,
  hotelSample,
  hotelSampleFor,
  type HotelSamplePayload,
} from '../samples/hotel-sample.js';
export * from '../samples/hotel-sample-views.js';
export type { PocType as HotelSampleKind } from '../samples/sample-payloads.js';
