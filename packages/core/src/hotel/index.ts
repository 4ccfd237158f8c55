/** The hotel savings screens: metrics and their rules, the cards of each mode, the map's rules, texts. */
export * from './hotel-cards.js';
export * from './hotel-metrics.js';
export * from './hotel-texts.js';
export * from './savings-map.js';
// The built-in samples of the hotel pages; they live in `samples`.
export { HOTEL_DEMO_SAMPLE, HOTEL_POC_SAMPLE, hotelSampleFor } from '../samples/hotel-sample.js';
export type { HotelSamplePayload } from '../samples/hotel-sample-payload.js';
export * from '../samples/hotel-sample-views.js';
